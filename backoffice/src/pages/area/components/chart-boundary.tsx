import { Component, type ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function ChartUnavailable() {
  const { t } = useTranslation();
  return <Typography.Paragraph type="secondary">{t('chart.unavailable')}</Typography.Paragraph>;
}

/** The chart is extra: if its code cannot load or draw, the page says so and the rest stays. */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ChartUnavailable /> : this.props.children;
  }
}
