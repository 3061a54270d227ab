import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  LaunchAreaPlan,
  LaunchStateName,
  LaunchView,
} from "@site/console-contract/launches";
import { useFormat } from "../../app/i18n/use-format";
import { consoleTokens } from "../../app/theme/console-theme";

const stateColors: Record<LaunchStateName, string> = {
  draft: consoleTokens.colorTagPrevious,
  scheduled: consoleTokens.colorTagUnknown,
  going: consoleTokens.colorTagCanary,
  live: consoleTokens.colorTagFits,
  reverting: consoleTokens.colorTagCanary,
  reverted: consoleTokens.colorTagMisfit,
};

export function LaunchStateTag({ state }: { state: LaunchStateName }) {
  const { t } = useTranslation();
  return (
    <Tag variant="solid" color={stateColors[state]}>
      {t(`launches.states.${state}`)}
    </Tag>
  );
}

/** `2026-12-01 20:00`, as clocks in Asia/Shanghai show it: where the launch is seen. */
const shanghai = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Shanghai",
  dateStyle: "short",
  timeStyle: "short",
});

/** A launch's time in the viewer's zone, with Asia/Shanghai's clock beside it (or "when someone presses Go"). */
export function LaunchTime({ at }: { at: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!at) return <>{t("launches.onGo")}</>;
  return (
    <>
      <time dateTime={at}>{format.dateTime(at)}</time> (
      {t("launches.shanghai", { time: shanghai.format(new Date(at)) })})
    </>
  );
}

/** How an area version goes live: for everyone, to a share, or in steps. */
export function planText(t: TFunction, plan: LaunchAreaPlan): string {
  if (plan.kind === "canary")
    return t("launch.plans.canary", { percent: plan.percent });
  if (plan.kind === "steps")
    return t("launch.plans.steps", {
      steps: plan.steps.join("%, "),
      every: plan.every,
    });
  return t("launch.plans.activate");
}

/** What a launch holds, in a few words: `parts 3.0.0, 1 article`. */
export function membersText(t: TFunction, launch: LaunchView): string {
  const areas = launch.members.flatMap((member) =>
    member.kind === "area"
      ? [`${t(`areas.names.${member.remote}`)} ${member.version}`]
      : [],
  );
  const articles = launch.members.filter(
    (member) => member.kind === "article",
  ).length;
  return (
    [
      ...areas,
      ...(articles ? [t("launches.articles", { count: articles })] : []),
    ].join(t("roles.separator")) || t("launches.noMembers")
  );
}
