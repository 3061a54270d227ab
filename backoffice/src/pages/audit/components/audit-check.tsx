import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/i18n/use-format';
import { consoleTokens } from '../../../app/theme/console-theme';
import { useDuration } from '../../../app/time/use-duration';
import { useVitalFormat } from '../../../components/release/use-vital-format';
import { readCheck, type CheckDetail } from '../read-check';

// The tags' own solid colours: antd's light success/error tags are too faint to read (contrast 2.2).
const resultColor = { passed: consoleTokens.colorTagFits, failed: consoleTokens.colorTagMisfit, none: undefined } as const;

/** An entry's check in the back office's language: its result, what it says, and the sentence as recorded when the back office does not know it. */
export function AuditCheck({ check }: { check: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDuration();
  const formatVital = useVitalFormat();
  const read = readCheck(check);

  const rate = (failed: number, views: number) => (views ? format.percent(failed / views) : t('health.noViews'));
  const say = (detail: CheckDetail): string | null => {
    switch (detail.kind) {
      case 'stepStart':
        return t('audit.details.stepStart', { step: detail.step, count: detail.count, percent: detail.percent, steps: detail.steps.split(',').join('% → ') + '%', every: duration(detail.everyMs) });
      case 'step':
        return t('audit.details.step', detail);
      case 'share':
        return t(detail.rolloutEnded ? 'audit.details.shareRolloutEnded' : 'audit.details.share', detail);
      case 'paused':
      case 'resumed':
        return t(`audit.details.${detail.kind}`, detail);
      case 'guard':
        return t('audit.details.guard', { ...detail, rate: rate(detail.failed, detail.views), activeRate: rate(detail.activeFailed, detail.activeViews) });
      case 'guardSpeed': {
        const vitals = detail.vitals.map(({ name, canary, active, limit }) =>
          t('audit.details.guardVital', { name, canary: formatVital(name, canary), active: formatVital(name, active), limit: formatVital(name, limit) }),
        );
        return t('audit.details.guardSpeed', { vitals: vitals.join(t('roles.separator')) });
      }
      case 'interrupted':
        return t('audit.details.interrupted');
      case 'previewUntil':
        return t('audit.details.previewUntil', { time: format.dateTime(detail.until) });
      case 'userRole':
        return null; // said in the change column
    }
  };
  const said = read.detail ? say(read.detail) : null;

  return (
    <>
      {read.result !== 'none' && <Tag variant="solid" color={resultColor[read.result]}>{t(`audit.results.${read.result}`)}</Tag>}{' '}
      {said}
      {read.fromCli && ` ${t('audit.viaCli')}`}
      {!read.detail && read.recorded && (
        <details>
          <summary>{t('audit.details.raw')}</summary>
          <span lang="en">{read.recorded}</span>
        </details>
      )}
    </>
  );
}
