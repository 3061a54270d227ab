import { useTranslation } from "react-i18next";
import type { LaunchDetail } from "@site/console-contract/launches";
import { useFormat } from "../../../app/i18n/use-format";
import { Panel } from "../../../components/panel";
import { ResponsiveTable } from "../../../components/responsive-table";

type LaunchEvent = LaunchDetail["events"][number];
const known = [
  "create",
  "add",
  "remove",
  "schedule",
  "unschedule",
  "going",
  "live",
  "revert",
  "failed",
  "alert",
];

/** Everything done to the launch, newest first: who made it, added, scheduled, took it live, reverted it. */
export function LaunchHistory({ details }: { details: LaunchDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Panel id="launch-history" title={t("launch.history")}>
      <ResponsiveTable<LaunchEvent>
        rows={details.events}
        rowKey={(entry) => `${entry.at} ${entry.kind} ${entry.detail}`}
        caption={t("launch.historyCaption")}
        empty={t("launch.historyEmpty")}
        columns={[
          {
            key: "at",
            title: t("launch.at"),
            width: 170,
            render: (entry) => (
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            ),
          },
          {
            key: "actor",
            title: t("launch.actor"),
            render: (entry) => entry.actor,
          },
          {
            key: "kind",
            title: t("launch.event"),
            render: (entry) =>
              known.includes(entry.kind)
                ? t(`launch.events.${entry.kind}` as "launch.events.create")
                : entry.kind,
          },
          {
            key: "detail",
            title: t("launch.detail"),
            render: (entry) => <span lang="en">{entry.detail || "–"}</span>,
          },
        ]}
      />
    </Panel>
  );
}
