import { test } from 'vitest';
import { expectLocaleKeysMatch } from '@site/build-config/locale-keys';

test('zh and en translations have the same keys', () => expectLocaleKeysMatch('locales'));
