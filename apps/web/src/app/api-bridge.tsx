import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setApiUiHandlers } from './api/api-effects.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { HOME_PATH, LOGIN_PATH, loginPathFor } from './session/redirect.ts';

function redirectToLogin(): void {
  const { pathname, search } = router.state.location;
  if (pathname === LOGIN_PATH) return;
  // Forget the session only once the private pages are gone, so nothing refetches on the way out.
  void router.navigate(loginPathFor(pathname, search), { replace: true }).then(() => queryClient.clear());
}

function closeCurrentPage(): void {
  if (window.history.length > 1) void router.navigate(-1);
  else void router.navigate(HOME_PATH, { replace: true });
}

/** Gives the API client, which lives outside React, antd's toasts and dialogs. */
export function ApiBridge() {
  const { message, modal } = App.useApp();
  const { t } = useTranslation();

  useEffect(() => {
    setApiUiHandlers({
      translate: (key) => t(key),
      showError: (text) => void message.error(text),
      showAlert: (text, onClose) =>
        void modal.warning({
          title: t('common.notice'),
          content: text,
          okText: t('common.ok'),
          onOk: onClose,
        }),
      onUnauthorized: redirectToLogin,
      closeCurrentTab: closeCurrentPage,
    });
    return () => setApiUiHandlers(undefined);
  }, [message, modal, t]);

  return null;
}
