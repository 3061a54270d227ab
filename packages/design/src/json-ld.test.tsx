import { expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { JsonLd } from './json-ld';

const data = { '@type': 'Thing', name: 'a </script><script>alert(1)</script> b' };

test('JsonLd writes one application/ld+json script that parses back to the data', () => {
  const { container } = render(<JsonLd data={data} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data);
});

test('in the server HTML the script element holds no markup', () => {
  const html = renderToString(<JsonLd data={data} />);
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
  expect(JSON.parse(json)).toEqual(data);
});
