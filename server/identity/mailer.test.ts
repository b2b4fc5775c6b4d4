import { describe, expect, it } from 'vitest';
import { logMailer } from './mailer';

describe('the development outbox', () => {
  it('prints who a mail is to and its subject first, then its text', async () => {
    const printed: string[] = [];
    await logMailer({ warn: (line: string) => void printed.push(line) } as never).send({
      to: 'viewer@vidsearch.example',
      subject: 'Reset your password',
      text: 'Someone asked to reset your password.\nOpen https://app.example/reset-password?token=t',
      data: { token: 't' },
    });
    expect(printed).toEqual([
      'mail to viewer@vidsearch.example: Reset your password\n' +
        '    Someone asked to reset your password.\n' +
        '    Open https://app.example/reset-password?token=t',
    ]);
  });
});
