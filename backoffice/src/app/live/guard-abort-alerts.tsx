import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { readCheck } from '../../pages/audit/read-check';
import { useFormat } from '../i18n/use-format';
import { useLive } from './live-feed';

/** The canaries the guard rolled back: an alert each, until the release manager dismisses it. */
export function GuardAbortAlerts() {
  const { t } = useTranslation();
  const format = useFormat();
  const { guardAborts, dismiss } = useLive();
  if (guardAborts.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {guardAborts.map((entry) => (
        <Alert
          key={`${entry.at}-${entry.remote}-${entry.from}`}
          type="error"
          role="alert"
          showIcon
          title={t('live.guardAbort.title', { remote: entry.remote })}
          // Ended for its speed, or (the guard's other reason) for its failures.
          description={t(readCheck(entry.check).detail?.kind === 'guardSpeed' ? 'live.guardAbort.bodySpeed' : 'live.guardAbort.body', { remote: entry.remote, canary: entry.from ?? '?', active: entry.to ?? '?', time: format.time(entry.at) })}
          closable={{ onClose: () => dismiss(entry), 'aria-label': t('live.guardAbort.dismiss', { remote: entry.remote }) }}
        />
      ))}
    </Flex>
  );
}
