// How server mode sends a reset code (R-PWD-014, decision 0348): by mail through nodemailer when
// SMTP_URL is set (`smtp://user:pass@host:587`, `smtps://...`), in the language of the call that
// asked for it; otherwise one line in the server's log, for the operator to pass on.
import { createTransport } from 'nodemailer'
import { say } from '../src/backend/messages'
import type { CodeToSend, DeliverCode } from './reset-codes'

/** The sender when SMTP_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Portal <no-reply@localhost>'

export function mailDelivery(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): DeliverCode {
  const transport = createTransport(smtpUrl)
  return async ({ to, code, minutes, request }: CodeToSend) => {
    await transport.sendMail({
      from,
      to,
      subject: say(request, 'resetMail.subject'),
      text: say(request, 'resetMail.text', { code, minutes }),
    })
  }
}

export const logDelivery: DeliverCode = async ({ to, code, minutes }) =>
  console.log(
    `[server] reset code for ${to}: ${code} (valid ${minutes} minutes; SMTP_URL is not set, so it is not mailed)`,
  )

/** Mail when `smtpUrl` is set, else the log. */
export const codeDelivery = (smtpUrl: string | undefined, from?: string): DeliverCode =>
  smtpUrl ? mailDelivery(smtpUrl, from) : logDelivery
