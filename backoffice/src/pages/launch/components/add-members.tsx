import { useState } from "react";
import { Button, Checkbox, Flex, Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { areaNames, type AreaName } from "@site/console-contract/releases";
import type { LaunchDetail } from "@site/console-contract/launches";
import { CallOutcome } from "../../../app/actions/call-outcome";
import type { ConsoleCall } from "../../../app/actions/use-console-call";
import { useApi } from "../../../app/api/api-context";
import { Panel } from "../../../components/panel";

/** Release managers add an area version (for everyone or as a canary); editors an article (both languages, or one). */
export function AddMembers({
  details,
  call,
}: {
  details: LaunchDetail;
  call: ConsoleCall;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { launch, may } = details;
  const [remote, setRemote] = useState<AreaName>("parts");
  const [version, setVersion] = useState("");
  const [canary, setCanary] = useState<number | null>(null);
  const [slug, setSlug] = useState("");
  const [only, setOnly] = useState<"both" | "zh" | "en">("both");
  const [pinned, setPinned] = useState(false);
  const [homePage, setHomePage] = useState(false);
  if (
    !(launch.state === "draft" || launch.state === "scheduled") ||
    !(may.addArea || may.addArticle)
  )
    return null;
  return (
    <Panel id="launch-add" title={t("launch.add")}>
      <Flex vertical gap={16}>
        {may.addArea && (
          <Form
            layout="inline"
            aria-label={t("launch.addArea")}
            style={{ rowGap: 8 }}
            onFinish={() =>
              void call.run(
                "add area",
                {
                  done: t("launch.done.add"),
                  failed: t("launch.actionFailed"),
                },
                async () => {
                  await api.addLaunchMember(launch.id, {
                    kind: "area",
                    remote,
                    version: version.trim(),
                    ...(canary ? { canary } : {}),
                  });
                  setVersion("");
                  return {};
                },
              )
            }
          >
            <Form.Item label={t("launch.area")} htmlFor="launch-area">
              <Select<AreaName>
                id="launch-area"
                value={remote}
                onChange={setRemote}
                style={{ minWidth: 140 }}
                options={areaNames.map((name) => ({
                  value: name,
                  label: t(`areas.names.${name}`),
                }))}
              />
            </Form.Item>
            <Form.Item label={t("launch.version")} htmlFor="launch-version">
              <Input
                id="launch-version"
                value={version}
                onChange={(event) => setVersion(event.target.value)}
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item label={t("launch.canaryShare")} htmlFor="launch-canary">
              <InputNumber
                id="launch-canary"
                min={1}
                max={99}
                value={canary}
                onChange={setCanary}
                placeholder={t("launch.everyone")}
                style={{ width: 120 }}
              />
            </Form.Item>
            <Button
              htmlType="submit"
              disabled={!version.trim()}
              loading={call.pending === "add area"}
            >
              {t("launch.addArea")}
            </Button>
          </Form>
        )}
        {may.addArticle && (
          <Form
            layout="inline"
            aria-label={t("launch.addArticle")}
            style={{ rowGap: 8 }}
            onFinish={() =>
              void call.run(
                "add article",
                {
                  done: t("launch.done.add"),
                  failed: t("launch.actionFailed"),
                },
                async () => {
                  await api.addLaunchMember(launch.id, {
                    kind: "article",
                    slug: slug.trim(),
                    ...(only === "both" ? {} : { only }),
                    pinned,
                    homePage,
                  });
                  setSlug("");
                  return {};
                },
              )
            }
          >
            <Form.Item label={t("launch.articleSlug")} htmlFor="launch-article">
              <Input
                id="launch-article"
                value={slug}
                onChange={(event) => setSlug(event.target.value)}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item label={t("launch.languages")} htmlFor="launch-languages">
              <Select<"both" | "zh" | "en">
                id="launch-languages"
                value={only}
                onChange={setOnly}
                style={{ minWidth: 150 }}
                options={[
                  { value: "both", label: t("launch.bothLanguages") },
                  {
                    value: "zh",
                    label: t("launch.oneLanguage", {
                      language: t("newsroom.languages.zh"),
                    }),
                  },
                  {
                    value: "en",
                    label: t("launch.oneLanguage", {
                      language: t("newsroom.languages.en"),
                    }),
                  },
                ]}
              />
            </Form.Item>
            <Checkbox
              checked={pinned}
              onChange={(event) => setPinned(event.target.checked)}
            >
              {t("launch.pinned")}
            </Checkbox>
            <Checkbox
              checked={homePage}
              onChange={(event) => setHomePage(event.target.checked)}
            >
              {t("launch.homePage")}
            </Checkbox>
            <Button
              htmlType="submit"
              disabled={!slug.trim()}
              loading={call.pending === "add article"}
            >
              {t("launch.addArticle")}
            </Button>
          </Form>
        )}
        <CallOutcome
          outcome={call.outcome}
          onClose={call.clearOutcome}
          of={["add area", "add article"]}
        />
      </Flex>
    </Panel>
  );
}
