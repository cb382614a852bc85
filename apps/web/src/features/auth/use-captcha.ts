import { useCallback, useRef, useState } from 'react';
import { fetchCaptcha, fetchNeedCaptcha } from './auth-api.ts';

export interface Captcha {
  uuid: string;
  img: string;
}

/**
 * The captcha shown on the login form, only while the server requires one. Only the answer to
 * the latest request is kept, so a slow reply cannot bring back an old image.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    try {
      const result = await fetchCaptcha();
      if (request !== latest.current) return;
      setCaptcha(result.captchaEnabled && result.img ? { uuid: result.uuid ?? '', img: result.img } : null);
    } catch {
      // The API client has already told the user; the form stays usable without an image.
    }
  }, []);

  const check = useCallback(
    async (username: string) => {
      const request = ++latest.current;
      try {
        const required = await fetchNeedCaptcha(username.trim());
        if (request !== latest.current) return;
        if (required) await refresh();
        else setCaptcha(null);
      } catch {
        // Reported by the API client; a required captcha will be asked for by the server.
      }
    },
    [refresh],
  );

  return { captcha, refresh, check };
}
