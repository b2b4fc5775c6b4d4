import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useRef } from 'react';
import { NONCE_PLACEHOLDER } from '../../core/domain/embed-snippet';

const useStyles = makeStyles({
  frame: {
    display: 'block',
    width: '100%',
    minHeight: '12rem',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** The page a partner would make of the snippet: nothing of the app's own is in it. */
function previewPage(snippet: string, nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title>
<style nonce="${nonce}">body { margin: 0; padding: 12px; }</style></head>
<body>${snippet.replaceAll(NONCE_PLACEHOLDER, nonce)}</body></html>`;
}

/**
 * The snippet running in a document of its own, as on a partner's page: its own elements,
 * core and tenant, never the app's (an element defined in the app's page would stay its
 * tenant's for good). Same origin, so the person is signed in there as here; the frame grows
 * with what the element shows.
 */
export function PreviewFrame({
  snippet,
  title,
  nonce,
}: {
  snippet: string;
  title: string;
  /** The page's nonce: the frame's document is under its policy, as a srcdoc frame is. */
  nonce: string;
}) {
  const styles = useStyles();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      observer?.disconnect();
      const body = element.contentDocument?.body;
      if (!body) return;
      observer = new ResizeObserver(() => {
        element.style.height = `${Math.max(192, body.scrollHeight + 24)}px`;
      });
      observer.observe(body);
    };
    element.addEventListener('load', follow);
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, []);
  return (
    <iframe
      ref={frame}
      className={styles.frame}
      title={title}
      srcDoc={previewPage(snippet, nonce)}
    />
  );
}
