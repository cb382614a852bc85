import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fallbackImage from './image-fallback.svg';
import { isServedImage } from './image-reply.ts';
import { fetchWithSession } from './session-fetch.ts';

type Shown = { src: string; fallback: boolean } | null;

/**
 * A stored image by its path (spec §7 GET /hankun/files/showImage). When the server cannot serve
 * it (the download-error header, a refusal, bytes the browser cannot draw) the bundled fallback
 * picture is shown instead of a broken image.
 */
export function ServerImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    void fetchWithSession('/hankun/files/showImage', { path })
      .then(async (reply) => {
        if (!isServedImage(reply)) return { src: fallbackImage, fallback: true };
        const blob = await reply.blob();
        if (cancelled) return null;
        url = URL.createObjectURL(blob);
        return { src: url, fallback: false };
      })
      .catch(() => ({ src: fallbackImage, fallback: true }))
      .then((next) => {
        if (!cancelled && next) setShown(next);
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  if (!shown) return <Spin />;
  if (shown.fallback)
    return (
      <figure className="venus-server-image--fallback">
        <img
          className={className}
          src={shown.src}
          alt={t('filesUi.imageUnavailable', { name: alt })}
          data-fallback
        />
        <figcaption>{t('filesUi.imageUnavailable', { name: alt })}</figcaption>
      </figure>
    );
  return (
    <img
      className={className}
      src={shown.src}
      alt={alt}
      data-fallback={false}
      onError={() => setShown({ src: fallbackImage, fallback: true })}
    />
  );
}
