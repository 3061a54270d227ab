import { Button, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type {
  LaunchDetail,
  LaunchMemberView,
} from "@site/console-contract/launches";
import { CallOutcome } from "../../../app/actions/call-outcome";
import type { ConsoleCall } from "../../../app/actions/use-console-call";
import { useApi } from "../../../app/api/api-context";
import { useFormat } from "../../../app/i18n/use-format";
import { paths } from "../../../app/router/paths";
import { consoleTokens } from "../../../app/theme/console-theme";
import { Panel } from "../../../components/panel";
import { ResponsiveTable } from "../../../components/responsive-table";
import { planText } from "../../../components/launches/launch-words";

const keyOf = (member: LaunchMemberView) =>
  member.kind === "area" ? member.remote : member.slug;

/** What the launch holds, each member with its state: an area version live or not, an article's titles, pin and home page. */
export function LaunchMembers({
  details,
  call,
}: {
  details: LaunchDetail;
  call: ConsoleCall;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const { launch, blocks, may } = details;
  const changeable = launch.state === "draft" || launch.state === "scheduled";
  const mayRemove = (member: LaunchMemberView) =>
    changeable && (member.kind === "area" ? may.addArea : may.addArticle);
  const blocked = (member: LaunchMemberView) =>
    blocks.filter(
      (block) =>
        block.member ===
        (member.kind === "area"
          ? `${member.remote} ${member.version}`
          : `article ${member.slug}`),
    );
  return (
    <Panel id="launch-members" title={t("launch.members")}>
      <ResponsiveTable<LaunchMemberView>
        rows={launch.members}
        rowKey={(member) => `${member.kind} ${keyOf(member)}`}
        caption={t("launch.membersCaption")}
        empty={t("launch.noMembers")}
        columns={[
          {
            key: "what",
            title: t("launch.member"),
            render: (member) => (
              <>
                {member.kind === "area" ? (
                  <Link
                    to={paths.area(member.remote)}
                  >{`${t(`areas.names.${member.remote}`)} ${member.version}`}</Link>
                ) : (
                  <Link to={paths.article(member.slug)}>
                    {(i18n.language === "en"
                      ? (member.titles.en ?? member.titles.zh)
                      : (member.titles.zh ?? member.titles.en)) ?? member.slug}
                  </Link>
                )}
                <div>
                  <Typography.Text type="secondary">
                    {t("launch.joinedBy", {
                      user: member.joinedBy,
                      time: format.dateTime(member.joinedAt),
                    })}
                  </Typography.Text>
                </div>
              </>
            ),
          },
          {
            key: "how",
            title: t("launch.how"),
            render: (member) =>
              member.kind === "area"
                ? planText(t, member.plan)
                : [
                    member.languages === "both"
                      ? t("launch.bothLanguages")
                      : t("launch.oneLanguage", {
                          language: t(`newsroom.languages.${member.languages}`),
                        }),
                    ...(member.pinned ? [t("launch.pinned")] : []),
                    ...(member.homePage ? [t("launch.homePage")] : []),
                  ].join(t("roles.separator")),
          },
          {
            key: "state",
            title: t("launch.memberState"),
            render: (member) => {
              if (
                blocked(member).some(
                  (block) => block.reason === "edited-after-joining",
                )
              )
                return (
                  <Tag variant="solid" color={consoleTokens.colorTagUnknown}>
                    {t("launch.reviewAgain")}
                  </Tag>
                );
              if (blocked(member).length)
                return (
                  <Tag variant="solid" color={consoleTokens.colorTagMisfit}>
                    {t("launch.blockedTag")}
                  </Tag>
                );
              if (member.kind === "area")
                return member.live === "active" ? (
                  <Tag variant="solid" color={consoleTokens.colorTagActive}>
                    {t("launch.areaActive")}
                  </Tag>
                ) : member.live.startsWith("canary") ? (
                  <Tag variant="solid" color={consoleTokens.colorTagCanary}>
                    {t("launch.areaCanary")}
                  </Tag>
                ) : (
                  <Tag>{t("launch.areaNow", { version: member.live })}</Tag>
                );
              if (launch.state === "live")
                return (
                  <Tag variant="solid" color={consoleTokens.colorTagActive}>
                    {t("launch.onSite")}
                  </Tag>
                );
              return (
                <Tag variant="solid" color={consoleTokens.colorTagFits}>
                  {t("launch.ready")}
                </Tag>
              );
            },
          },
          {
            key: "actions",
            title: t("launch.actions"),
            render: (member) => (
              <>
                {blocked(member).some(
                  (block) => block.reason === "edited-after-joining",
                ) &&
                  member.kind === "article" &&
                  may.addArticle &&
                  changeable && (
                    <Button
                      size="small"
                      loading={call.pending === `rejoin ${member.slug}`}
                      onClick={() =>
                        void call.run(
                          `rejoin ${member.slug}`,
                          {
                            done: t("launch.done.rejoin"),
                            failed: t("launch.actionFailed"),
                          },
                          () =>
                            api.addLaunchMember(launch.id, {
                              kind: "article",
                              slug: member.slug,
                              ...(member.languages === "both"
                                ? {}
                                : { only: member.languages }),
                              pinned: member.pinned,
                              homePage: member.homePage,
                            }),
                        )
                      }
                    >
                      {t("launch.reviewed")}
                    </Button>
                  )}
                {mayRemove(member) && (
                  <Button
                    size="small"
                    danger
                    aria-label={t("launch.removeNamed", {
                      name: keyOf(member),
                    })}
                    loading={call.pending === `remove ${keyOf(member)}`}
                    onClick={() =>
                      void call.run(
                        `remove ${keyOf(member)}`,
                        {
                          done: t("launch.done.remove"),
                          failed: t("launch.actionFailed"),
                        },
                        () =>
                          api.removeLaunchMember(
                            launch.id,
                            member.kind,
                            keyOf(member),
                          ),
                      )
                    }
                  >
                    {t("launch.remove")}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      <CallOutcome
        outcome={call.outcome}
        onClose={call.clearOutcome}
        of={launch.members.flatMap((member) => [
          `remove ${keyOf(member)}`,
          `rejoin ${keyOf(member)}`,
        ])}
      />
    </Panel>
  );
}
