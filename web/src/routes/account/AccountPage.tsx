import { useLingui } from '@lingui/react/macro';
import { LanguageSetting } from './LanguageSetting';
import { ApiError, isUnauthorized } from '../../api/http';
import { useAuth } from '../../api/useAuth';
import { useDeleteAccount } from '../../api/useDeleteAccount';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { sameWord, TypeToConfirmDialog } from '../../components/TypeToConfirmDialog';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { NotificationSettings } from './NotificationSettings';
import {
  ACCOUNT_DELETED_URL,
  ACCOUNT_HEADING,
  DELETE_BUTTON,
  DELETE_CONFIRM_LABEL,
  DELETE_DIALOG_TITLE,
  DELETE_FAILED,
  DELETE_HEADING,
  DELETE_PERMANENTLY,
  DELETE_TEXT,
  DELETING,
  EMAIL_LABEL,
  NAME_LABEL,
  NO_NAME,
} from './texts';

// Your account: who you are signed in as, your e-mail notifications, and deleting the account for good.
export function AccountPage() {
  const { t } = useLingui();
  useDocumentTitle(t(ACCOUNT_HEADING));
  const { user } = useAuth();
  const remove = useDeleteAccount(ACCOUNT_DELETED_URL);
  if (!user) return null;

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const error =
    remove.isError && !isUnauthorized(remove.error)
      ? (remove.error instanceof ApiError && remove.error.serverMessage) || t(DELETE_FAILED)
      : undefined;

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold sm:text-4xl">{t(ACCOUNT_HEADING)}</h1>
      <div className="rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-muted">{t(NAME_LABEL)}</dt>
            <dd className="break-words text-lg">{name || t(NO_NAME)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">{t(EMAIL_LABEL)}</dt>
            <dd className="break-all text-lg">{user.email}</dd>
          </div>
        </dl>
      </div>
      <LanguageSetting chosen={user.language} />
      <NotificationSettings />
      <Card
        headingId="delete-account-heading"
        title={t(DELETE_HEADING)}
        className="flex flex-col items-start gap-4 rounded-2xl border-2 border-red-200 bg-white p-6 shadow-sm"
      >
        <p className="max-w-3xl text-lg">{t(DELETE_TEXT)}</p>
        <TypeToConfirmDialog
          trigger={<Button variant="danger">{t(DELETE_BUTTON)}</Button>}
          title={t(DELETE_DIALOG_TITLE)}
          description={t(DELETE_TEXT)}
          fieldLabel={t(DELETE_CONFIRM_LABEL)}
          fieldType="email"
          matches={sameWord(user.email)}
          actionLabel={t(DELETE_PERMANENTLY)}
          pendingLabel={t(DELETING)}
          pending={remove.isPending}
          error={error}
          onConfirm={() => remove.mutate()}
          onClose={() => remove.reset()}
        />
      </Card>
    </div>
  );
}
