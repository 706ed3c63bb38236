// `qrcode` comes with @aws-amplify/ui-react (its TOTP setup draws the same QR code) and ships no types: the one call
// the console uses (web/src/features/team/totp-qr-code.tsx).
declare module 'qrcode' {
  export function toString(text: string, options: { type: 'svg'; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; margin?: number; width?: number }): Promise<string>;
}
