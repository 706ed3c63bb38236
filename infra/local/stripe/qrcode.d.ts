// The qrcode package ships no types; the stand-in's Pix page uses these two calls.
declare module 'qrcode' {
  interface QrOptions {
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
  }
  export function toDataURL(text: string, options?: QrOptions): Promise<string>;
  export function toBuffer(text: string, options?: QrOptions): Promise<Buffer>;
}
