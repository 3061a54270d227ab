import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';

/**
 * A textarea whose height follows its content between the CSS min-height and max-height (8 and
 * 16 rows on the contact form); past the maximum it scrolls inside. The height is set through
 * the CSSOM, which the Content-Security-Policy allows (a style attribute would not be).
 */
export function AutoSizeTextarea(props: ComponentPropsWithoutRef<'textarea'>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    const { borderTopWidth, borderBottomWidth } = getComputedStyle(textarea);
    textarea.style.height = `${textarea.scrollHeight + parseFloat(borderTopWidth) + parseFloat(borderBottomWidth)}px`;
  }, [props.value]);
  return <textarea ref={ref} {...props} />;
}
