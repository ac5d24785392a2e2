import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SeniorView } from '@carewith/contracts';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { fullName, languageName } from '../../lib/format';
import { ACCESSIBILITY_OPTIONS } from './AccessibilityFields';
import { EditSeniorForm } from './EditSeniorForm';
import { LANGUAGE_TERM } from './texts';

// Name, phone, language and accessibility preferences; a Co-Caregiver can edit them in place.
export function ProfileDetailsCard({ senior }: { senior: SeniorView }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasEditing = useRef(false);

  // Keyboard focus follows the switch: into the form's heading, then back to Edit.
  useEffect(() => {
    if (editing) heading.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const prefs = senior.prefsJSON.accessibility;
  return (
    <Card
      headingId="profile-details-heading"
      title={editing ? t`Edit Profile` : t`Profile Details`}
      headingRef={heading}
      className="flex flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
      aside={
        senior.myRole === 'OWNER' &&
        !editing && (
          <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
            <Icon name="edit" className="h-5 w-5" />
            <Trans>Edit</Trans>
          </Button>
        )
      }
    >
      {editing ? (
        <EditSeniorForm senior={senior} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <dl className="flex flex-col gap-3">
            <div>
              <dt className="text-sm font-semibold text-muted">
                <Trans>Name</Trans>
              </dt>
              <dd className="text-lg">{fullName(senior)}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted">
                <Trans>Phone Number</Trans>
              </dt>
              <dd className="text-lg">{senior.phone ?? t`No phone number yet`}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted">{t(LANGUAGE_TERM)}</dt>
              <dd className="text-lg">{languageName(senior.language)}</dd>
            </div>
          </dl>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-muted">
              <Trans>Accessibility Preferences</Trans>
            </h3>
            <ul className="flex flex-col gap-2">
              {ACCESSIBILITY_OPTIONS.map((option) => (
                <li
                  key={option.key}
                  className="flex items-center justify-between gap-3 rounded-lg bg-warm-50 px-3 py-2"
                >
                  <span>{option.label}</span>
                  <span
                    className={`rounded-full px-3 py-0.5 text-sm font-semibold ${
                      prefs[option.key] ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'
                    }`}
                  >
                    {prefs[option.key] ? t`On` : t`Off`}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Card>
  );
}
