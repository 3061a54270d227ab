import { useState } from "react";
import { Button, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type {
  LaunchDetail,
  LaunchPreviewLink,
} from "@site/console-contract/launches";
import { CallOutcome } from "../../../app/actions/call-outcome";
import type { ConsoleCall } from "../../../app/actions/use-console-call";
import { useApi } from "../../../app/api/api-context";
import { useFormat } from "../../../app/i18n/use-format";
import { Panel } from "../../../components/panel";

/**
 * A signed link to the whole site as the launch will make it (its area versions and its articles,
 * on every page, in both languages), for whoever puts it together: it shows the launch as it is when
 * opened, in that browser only, until it expires.
 */
export function PreviewPanel({
  details,
  call,
}: {
  details: LaunchDetail;
  call: ConsoleCall;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const { launch, may } = details;
  const [preview, setPreview] = useState<LaunchPreviewLink | null>(null);
  if (!may.addArea && !may.addArticle) return null;
  return (
    <Panel id="launch-preview" title={t("launch.preview.title")}>
      <Flex vertical gap={12} align="start">
        <Typography.Text type="secondary">
          {t("launch.preview.intro")}
        </Typography.Text>
        <Button
          loading={call.pending === "preview"}
          onClick={() =>
            void call.run(
              "preview",
              {
                done: t("launch.preview.made"),
                failed: t("launch.actionFailed"),
              },
              async () => setPreview(await api.launchPreview(launch.id)),
            )
          }
        >
          {t("launch.preview.make")}
        </Button>
        {preview && (
          <Typography.Text>
            {t("launch.preview.until", {
              time: format.dateTime(preview.expiresAt),
            })}{" "}
            {(["zh", "en"] as const).map((language) => (
              <a
                key={language}
                href={preview.links[language]}
                target="_blank"
                rel="noreferrer"
                style={{ marginInlineEnd: 8 }}
              >
                {t(`launch.preview.open.${language}`)}
              </a>
            ))}
          </Typography.Text>
        )}
        <CallOutcome
          outcome={call.outcome}
          onClose={call.clearOutcome}
          of={["preview"]}
        />
      </Flex>
    </Panel>
  );
}
