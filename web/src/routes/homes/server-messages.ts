import { msg } from '@lingui/core/macro';

// Care's refusals on the care-home routes that the screens show as the API answers them (the staff
// list's alert, a form's field): each is in the catalog under its English text as id, as the
// contract's validation messages are, so that inAppLanguage finds it. Their English is care's
// (services/care/src/homes/home-rules.ts, family-invitations.ts, homes.service.ts); the web may not
// import a service, so a changed sentence there shows in English until it is changed here too.
export const HOME_SERVER_MESSAGES = [
  msg({ id: 'A care home needs at least one Home Manager.', message: 'A care home needs at least one Home Manager.' }),
  msg({ id: 'This person is already on their care team.', message: 'This person is already on their care team.' }),
  msg({
    id: 'Only a Home Manager can do this. Activity Coordinators can see residents, run sessions and keep records.',
    message: 'Only a Home Manager can do this. Activity Coordinators can see residents, run sessions and keep records.',
  }),
  msg({ id: 'This care home could not be found.', message: 'This care home could not be found.' }),
  msg({ id: 'This resident could not be found.', message: 'This resident could not be found.' }),
  msg({ id: 'This person does not work in this care home.', message: 'This person does not work in this care home.' }),
  msg({ id: 'This invitation could not be found.', message: 'This invitation could not be found.' }),
];
