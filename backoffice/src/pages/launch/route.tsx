import { Alert, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import {
  Link,
  useLoaderData,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router";
import type { LaunchDetail } from "@site/console-contract/launches";
import { useConsoleCall } from "../../app/actions/use-console-call";
import type { ConsoleApi } from "../../app/api/console-api-client";
import { usePageTitle } from "../../app/layout/use-page-title";
import { paths } from "../../app/router/paths";
import { signedIn } from "../../app/session/signed-in-loader";
import { LaunchStateTag } from "../../components/launches/launch-words";
import { TwoColumns } from "../../components/two-columns";
import { AddMembers } from "./components/add-members";
import { LaunchHistory } from "./components/launch-history";
import { LaunchMembers } from "./components/launch-members";
import { MomentPanel } from "./components/moment-panel";
import { PreflightPanel } from "./components/preflight-panel";
import { PreviewPanel } from "./components/preview-panel";

/**
 * One launch: what it holds and each member's state, what blocks it now (its preflight ran as the
 * page opened), its time, Go and Revert, and everything done to it.
 */
function LaunchPage() {
  const { t } = useTranslation();
  const details = useLoaderData() as LaunchDetail;
  const call = useConsoleCall();
  const { launch } = details;
  usePageTitle(t("launch.title", { name: launch.name }));
  return (
    <>
      <Typography.Paragraph>
        <Link to={paths.launches()}>{t("launch.back")}</Link>
      </Typography.Paragraph>
      <Flex gap={12} align="center" wrap>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {launch.name}
        </Typography.Title>
        <LaunchStateTag state={launch.state} />
      </Flex>
      {launch.alert && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ margin: "12px 0" }}
          title={t("launch.alertTitle")}
          description={launch.alert}
        />
      )}
      <TwoColumns narrowBelow="lg">
        <Flex vertical gap={16}>
          <MomentPanel details={details} call={call} />
          <PreflightPanel details={details} />
          <PreviewPanel details={details} call={call} />
        </Flex>
        <Flex vertical gap={16}>
          <LaunchMembers details={details} call={call} />
          <AddMembers details={details} call={call} />
          <LaunchHistory details={details} />
        </Flex>
      </TwoColumns>
    </>
  );
}

export function launchRoute(
  api: ConsoleApi,
): Pick<RouteObject, "loader" | "Component"> {
  return {
    loader: signedIn(({ params }: LoaderFunctionArgs) =>
      api.launch(Number(params.id)),
    ),
    Component: LaunchPage,
  };
}
