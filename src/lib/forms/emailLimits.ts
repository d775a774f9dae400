/** The longest e-mail address any form takes: 254 characters, the most an SMTP path can carry (RFC 5321 §4.5.3.1.3). */
export const EMAIL_MAX_LENGTH = 254
