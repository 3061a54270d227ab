import { useState } from "react";
import { Button, DatePicker, Flex, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { LaunchDetail } from "@site/console-contract/launches";
import { CallOutcome } from "../../../app/actions/call-outcome";
import type { ConsoleCall } from "../../../app/actions/use-console-call";
import { useApi } from "../../../app/api/api-context";
import { useFormat } from "../../../app/i18n/use-format";
import { ConfirmButton } from "../../../components/confirm-button";
import { Panel } from "../../../components/panel";
import {
  LaunchTime,
  membersText,
} from "../../../components/launches/launch-words";

const momentCalls = ["schedule", "unschedule", "go", "revert"];

/** Its time (in the viewer's zone, Asia/Shanghai beside it), Go and Revert: for whoever may bring all of its members. */
export function MomentPanel({
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
  const [at, setAt] = useState<Dayjs | null>(null);
  const ready =
    launch.state === "draft" ||
    launch.state === "scheduled" ||
    launch.state === "reverted";
  const changeable = launch.state === "draft" || launch.state === "scheduled";
  const act = (
    key: string,
    action: Parameters<typeof api.launchAction>[1],
    done: string,
  ) =>
    call.run(key, { done, failed: t("launch.actionFailed") }, () =>
      api.launchAction(launch.id, action),
    );
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Panel id="launch-moment" title={t("launch.moment")}>
      <Flex vertical gap={12}>
        {ready && (
          <Typography.Text>
            {t("launch.goesLive")} <LaunchTime at={launch.at} />
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {t("launch.yourZone", { zone })}
        </Typography.Text>
        {launch.liveAt && (
          <Typography.Text>
            {t("launch.wentLive", { time: format.dateTime(launch.liveAt) })}
          </Typography.Text>
        )}
        {launch.revertedAt && (
          <Typography.Text>
            {t("launch.wasReverted", {
              time: format.dateTime(launch.revertedAt),
            })}
          </Typography.Text>
        )}
        {may.launch && changeable && (
          <Flex gap={8} wrap align="center">
            <DatePicker
              showTime={{ format: "HH:mm" }}
              format={
                i18n.language === "en"
                  ? "MMM D, YYYY HH:mm"
                  : "YYYY年M月D日 HH:mm"
              }
              value={at}
              onChange={setAt}
              aria-label={t("launch.scheduleAt")}
              placeholder={t("launch.scheduleAt")}
            />
            <Button
              disabled={!at}
              loading={call.pending === "schedule"}
              onClick={() =>
                at &&
                void act(
                  "schedule",
                  { action: "schedule", at: at.toISOString() },
                  t("launch.done.schedule"),
                )
              }
            >
              {t("launch.schedule")}
            </Button>
            {launch.at && (
              <Button
                loading={call.pending === "unschedule"}
                onClick={() =>
                  void act(
                    "unschedule",
                    { action: "schedule", at: null },
                    t("launch.done.unschedule"),
                  )
                }
              >
                {t("launch.unschedule")}
              </Button>
            )}
          </Flex>
        )}
        {may.launch && ready && (
          <ConfirmButton
            label={
              launch.state === "reverted" ? t("launch.goAgain") : t("launch.go")
            }
            title={t("launch.goTitle", { name: launch.name })}
            confirmLabel={t("launch.go")}
            buttonProps={{
              type: "primary",
              disabled: blocks.length > 0 || launch.members.length === 0,
              loading: call.pending === "go",
            }}
            onConfirm={() => act("go", { action: "go" }, t("launch.done.go"))}
          >
            <p>{t("launch.goBody", { members: membersText(t, launch) })}</p>
          </ConfirmButton>
        )}
        {may.launch && launch.state === "live" && (
          <ConfirmButton
            label={t("launch.revert")}
            title={t("launch.revertTitle", { name: launch.name })}
            confirmLabel={t("launch.revert")}
            danger
            buttonProps={{ loading: call.pending === "revert" }}
            onConfirm={() =>
              act("revert", { action: "revert" }, t("launch.done.revert"))
            }
          >
            <p>{t("launch.revertBody")}</p>
          </ConfirmButton>
        )}
        {!may.launch && (
          <Typography.Text type="secondary">
            {t("launch.mayNotLaunch")}
          </Typography.Text>
        )}
        <CallOutcome
          outcome={call.outcome}
          onClose={call.clearOutcome}
          of={momentCalls}
        />
      </Flex>
    </Panel>
  );
}
