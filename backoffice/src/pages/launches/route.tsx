import { useState } from "react";
import { Alert, Button, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import {
  Link,
  useLoaderData,
  useNavigate,
  type RouteObject,
} from "react-router";
import type { LaunchView } from "@site/console-contract/launches";
import { CallOutcome } from "../../app/actions/call-outcome";
import { useConsoleCall } from "../../app/actions/use-console-call";
import { useApi } from "../../app/api/api-context";
import type { ConsoleApi } from "../../app/api/console-api-client";
import { usePageTitle } from "../../app/layout/use-page-title";
import { paths } from "../../app/router/paths";
import { signedIn } from "../../app/session/signed-in-loader";
import { useSession } from "../../app/session/use-session";
import { ResponsiveTable } from "../../components/responsive-table";
import {
  LaunchStateTag,
  LaunchTime,
  membersText,
} from "../../components/launches/launch-words";

/** Every launch, newest first: its state, its time, what it holds, and what went wrong at its time. */
function LaunchesPage() {
  const { t } = useTranslation();
  const launches = useLoaderData() as LaunchView[];
  const session = useSession();
  const api = useApi();
  const navigate = useNavigate();
  const call = useConsoleCall();
  const [name, setName] = useState("");
  usePageTitle(t("launches.title"));
  const mayCreate = session.roles.some(
    (role) => role === "admin" || role === "releaser" || role === "editor",
  );
  const alerts = launches.filter((launch) => launch.alert);
  return (
    <>
      <Typography.Title level={1}>{t("launches.title")}</Typography.Title>
      <Typography.Paragraph>{t("launches.intro")}</Typography.Paragraph>
      {alerts.map((launch) => (
        <Alert
          key={launch.id}
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t("launches.alert", { name: launch.name })}
          description={<Link to={paths.launch(launch.id)}>{launch.alert}</Link>}
        />
      ))}
      {mayCreate && (
        <Form
          layout="inline"
          aria-label={t("launches.create")}
          style={{ rowGap: 12, marginBottom: 16 }}
          onFinish={() =>
            void call.run(
              "create",
              {
                done: t("launches.created"),
                failed: t("launches.createFailed"),
              },
              async () => {
                const { id } = await api.createLaunch(name);
                await navigate(paths.launch(id));
                return {};
              },
            )
          }
        >
          <Form.Item label={t("launches.name")} htmlFor="launch-name">
            <Input
              id="launch-name"
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
              placeholder={t("launches.namePlaceholder")}
              style={{ width: 280 }}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!name.trim()}
            loading={call.pending === "create"}
          >
            {t("launches.create")}
          </Button>
        </Form>
      )}
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
      <ResponsiveTable<LaunchView>
        rows={launches}
        rowKey={(launch) => String(launch.id)}
        caption={t("launches.caption")}
        empty={t("launches.empty")}
        columns={[
          {
            key: "name",
            title: t("launches.name"),
            render: (launch) => (
              <Link to={paths.launch(launch.id)}>{launch.name}</Link>
            ),
          },
          {
            key: "state",
            title: t("launches.state"),
            render: (launch) => <LaunchStateTag state={launch.state} />,
          },
          {
            key: "time",
            title: t("launches.time"),
            render: (launch) => <LaunchTime at={launch.at} />,
          },
          {
            key: "members",
            title: t("launches.members"),
            render: (launch) => membersText(t, launch),
          },
        ]}
      />
    </>
  );
}

export function launchesRoute(
  api: ConsoleApi,
): Pick<RouteObject, "loader" | "Component"> {
  return { loader: signedIn(() => api.launches()), Component: LaunchesPage };
}
