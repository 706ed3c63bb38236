import { useEffect, useState } from 'react';
import { teamSignInTexts as t } from './sign-in-texts';

/**
 * The authenticator's otpauth:// address as a QR code to scan, beside the key to type (first sign-in's enrolment).
 * Drawn as SVG by `qrcode` (already here with @aws-amplify/ui-react; no canvas), loaded only at this step; shown as
 * an image with an accessible name. Until it is drawn (or if it cannot be) the key and the link still do.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let active = true;
    setSrc(undefined);
    import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => active && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [uri]);
  return src ? <img className="totp-qr" src={src} alt={t.setupQrCode} width={200} height={200} /> : null;
}
