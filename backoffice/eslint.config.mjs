import { siteEslintConfig } from '@site/build-config/eslint';

// The console is its own app, never a federated remote: it imports antd, react-router and i18next itself.
export default siteEslintConfig({ sharedProvider: true, root: import.meta.dirname });
