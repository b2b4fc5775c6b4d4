import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissIcon } from '../common/icons';
import { useState } from 'react';
import { useTenant } from '../common';
import { STANDING_NOTICE_ATTRIBUTE } from './standing-notice';

const DISMISSED_KEY = 'vs-alert-dismissed';

function dismissedMessage(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The tenant's standing notice (its broadcast licence restriction, SPEC §3 alertMessage).
 * Closing it hides that message for the rest of the visit; a new message shows again.
 */
export function AlertBanner({ className }: { className?: string }) {
  const message = useTenant().config.ui.alertMessage;
  const [dismissed, setDismissed] = useState(dismissedMessage);
  if (!message || dismissed === message) return null;
  const close = () => {
    setDismissed(message);
    try {
      sessionStorage.setItem(DISMISSED_KEY, message);
    } catch {
      // Private mode: hidden until the page reloads.
    }
  };
  return (
    <MessageBar
      intent="warning"
      layout="multiline"
      className={className}
      {...{ [STANDING_NOTICE_ATTRIBUTE]: '' }}
    >
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label="Hide this notice"
            icon={<DismissIcon />}
            onClick={close}
          />
        }
      />
    </MessageBar>
  );
}
