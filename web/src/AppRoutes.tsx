import { lazy, memo, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { useAuth } from './api/useAuth';
import { AuthenticatedLayout } from './components/AuthenticatedLayout';
import { PageLoading } from './components/PageLoading';
import { PublicLayout } from './components/PublicLayout';
import { SignInFirst } from './components/SignInFirst';
import { LandingPage } from './routes/landing/LandingPage';
import { NotFoundPage } from './routes/not-found/NotFoundPage';

// Every screen but the landing page is its own chunk, loaded when first shown: the landing page (and a
// visitor's first paint) does not wait for the signed-in app.
const screenLoaders: (() => Promise<unknown>)[] = [];
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  screenLoaders.push(load);
  return lazy(async () => ({ default: (await load())[name] }));
}

// Signed in, the other screens' code is fetched once the first screen is up, so moving between
// screens does not wait for the network.
function usePrefetchScreens(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => screenLoaders.forEach((load) => void load().catch(() => undefined)), 1000);
    return () => clearTimeout(timer);
  }, [enabled]);
}
const AccountPage = screen(() => import('./routes/account/AccountPage'), 'AccountPage');
const AiAssessmentPage = screen(() => import('./routes/ai/AiAssessmentPage'), 'AiAssessmentPage');
const AiReportPrintPage = screen(() => import('./routes/ai/AiReportPrintPage'), 'AiReportPrintPage');
const AssignPage = screen(() => import('./routes/assign/AssignPage'), 'AssignPage');
const CheckInPage = screen(() => import('./routes/check-in/CheckInPage'), 'CheckInPage');
const DashboardPage = screen(() => import('./routes/dashboard/DashboardPage'), 'DashboardPage');
const WeeklyLettersPage = screen(() => import('./routes/weekly-letter/WeeklyLettersPage'), 'WeeklyLettersPage');
const DevLoginPage = screen(() => import('./routes/dev-login/DevLoginPage'), 'DevLoginPage');
const GameDetailPage = screen(() => import('./routes/games/GameDetailPage'), 'GameDetailPage');
const GamePrintPage = screen(() => import('./routes/games/print/GamePrintPage'), 'GamePrintPage');
const NewGamePage = screen(() => import('./routes/games/NewGamePage'), 'NewGamePage');
const EditGamePage = screen(() => import('./routes/games/EditGamePage'), 'EditGamePage');
const InviteAcceptPage = screen(() => import('./routes/invite/InviteAcceptPage'), 'InviteAcceptPage');
const InvitePage = screen(() => import('./routes/invite/InvitePage'), 'InvitePage');
const DemoAssignPage = screen(() => import('./routes/demo/DemoAssignPage'), 'DemoAssignPage');
const DemoDashboardPage = screen(() => import('./routes/demo/DemoDashboardPage'), 'DemoDashboardPage');
const DemoLayout = screen(() => import('./routes/demo/DemoLayout'), 'DemoLayout');
const DemoPlayPage = screen(() => import('./routes/demo/DemoPlayPage'), 'DemoPlayPage');
const DemoResultsPage = screen(() => import('./routes/demo/DemoResultsPage'), 'DemoResultsPage');
const DemoTemplatesPage = screen(() => import('./routes/demo/DemoTemplatesPage'), 'DemoTemplatesPage');
const DemoUploadPage = screen(() => import('./routes/demo/DemoUploadPage'), 'DemoUploadPage');
const OutboxPage = screen(() => import('./routes/outbox/OutboxPage'), 'OutboxPage');
const ResourcesPage = screen(() => import('./routes/resources/ResourcesPage'), 'ResourcesPage');
const AddSeniorPage = screen(() => import('./routes/seniors/AddSeniorPage'), 'AddSeniorPage');
const SeniorProfilePage = screen(() => import('./routes/seniors/SeniorProfilePage'), 'SeniorProfilePage');
const SeniorReportPage = screen(() => import('./routes/seniors/SeniorReportPage'), 'SeniorReportPage');
const AboutMePrintPage = screen(() => import('./routes/seniors/about-me/AboutMePrintPages'), 'AboutMePrintPage');
const AboutMeBookPage = screen(() => import('./routes/seniors/about-me/AboutMePrintPages'), 'AboutMeBookPage');
const SharedAboutMePage = screen(() => import('./routes/shared/SharedAboutMePage'), 'SharedAboutMePage');
const SharedBookPage = screen(() => import('./routes/shared/SharedAboutMePage'), 'SharedBookPage');
const HomesPage = screen(() => import('./routes/homes/HomesPage'), 'HomesPage');
const HomePage = screen(() => import('./routes/homes/HomePage'), 'HomePage');
const StaffPage = screen(() => import('./routes/homes/StaffPage'), 'StaffPage');
const ResidentPage = screen(() => import('./routes/homes/ResidentPage'), 'ResidentPage');
const HomeInvitationPage = screen(() => import('./routes/homes/HomeInvitationPage'), 'HomeInvitationPage');
const NewGroupSessionPage = screen(() => import('./routes/group-sessions/NewGroupSessionPage'), 'NewGroupSessionPage');
const RemotePage = screen(() => import('./routes/group-sessions/RemotePage'), 'RemotePage');
const TvPage = screen(() => import('./routes/group-sessions/TvPage'), 'TvPage');
const HomeEvidencePage = screen(() => import('./routes/evidence/EvidencePage'), 'HomeEvidencePage');
const ResidentEvidencePage = screen(() => import('./routes/evidence/EvidencePage'), 'ResidentEvidencePage');

// Only same-site paths: never "//host" or a full URL.
const safePath = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : '/');

// The signed-in screens. Signed out, the same paths send the person to sign in and back to that page.
const signedInScreens: [string, ComponentType][] = [
  ['/', DashboardPage],
  ['/seniors/new', AddSeniorPage],
  // The profile's tabs: /seniors/:id is Overview, /seniors/:id/plan and the others their tab. The
  // fixed paths (new, report) rank above the optional segment.
  ['/seniors/:id/:tab?', SeniorProfilePage],
  ['/seniors/:id/report', SeniorReportPage],
  // The About me tab's paper views: the page as a reader sees it, and the life-story book.
  ['/seniors/:id/about-me/print', AboutMePrintPage],
  ['/seniors/:id/about-me/book', AboutMeBookPage],
  ['/games/new', NewGamePage],
  ['/games/:id', GameDetailPage],
  ['/games/:id/print', GamePrintPage],
  ['/games/:id/edit', EditGamePage],
  ['/check-in', CheckInPage],
  ['/invite', InvitePage],
  ['/invite/accept', InviteAcceptPage],
  ['/assign', AssignPage],
  ['/ai-assessment', AiAssessmentPage],
  ['/ai-assessment/report/:reportId', AiReportPrintPage],
  ['/dev/outbox', OutboxPage],
  ['/account', AccountPage],
  ['/digest', WeeklyLettersPage],
  // Care homes: a home's Residents (its first page), Staff and one resident; a staff invitation.
  ['/homes', HomesPage],
  ['/homes/:homeId', HomePage],
  ['/homes/:homeId/staff', StaffPage],
  ['/homes/:homeId/residents/:residentId', ResidentPage],
  ['/home-invitations/:token', HomeInvitationPage],
  // A care home's group sessions (the coordinator's phone is the remote) and its month's evidence.
  ['/homes/:homeId/group-sessions/new', NewGroupSessionPage],
  ['/group-sessions/:sessionId/remote', RemotePage],
  ['/homes/:homeId/evidence', HomeEvidencePage],
  ['/homes/:homeId/residents/:residentId/evidence', ResidentEvidencePage],
];

// Signed-in screens without the app's navigation: the lounge TV of a group session (a member of staff
// is signed in on it; residents see only the card).
const signedInBareScreens: [string, ComponentType][] = [['/group-sessions/:sessionId/tv', TvPage]];

// Signed in, the development sign-in page has nothing to do: go where it would have sent you.
function SignedInDevLogin() {
  const [params] = useSearchParams();
  return <Navigate to={safePath(params.get('returnTo'))} replace />;
}

// The public pages both routers list (spec section 2): the resources page, the six-step demo, and an
// About me page a family shared with a care home or hospital, with its life-story book (their own
// frame: no app navigation, signed in or not).
const publicRoutes = (
  <>
    <Route path="/resources" element={<ResourcesPage />} />
    <Route path="/shared/about-me/:token" element={<SharedAboutMePage />} />
    <Route path="/shared/about-me/:token/book" element={<SharedBookPage />} />
    <Route element={<DemoLayout />}>
      <Route path="/game/templates" element={<DemoTemplatesPage />} />
      <Route path="/game/upload" element={<DemoUploadPage />} />
      <Route path="/game/assign" element={<DemoAssignPage />} />
      <Route path="/game/play" element={<DemoPlayPage />} />
      <Route path="/game/results" element={<DemoResultsPage />} />
      <Route path="/game/dashboard" element={<DemoDashboardPage />} />
    </Route>
  </>
);

// Spec section 2: one router while loading or signed out, another once the user read returns data.
// Still-unbuilt screens (/play/:token) fall through to the 404 page for now.
export function AppRoutes() {
  const { isAuthenticated } = useAuth();
  usePrefetchScreens(isAuthenticated);
  return isAuthenticated ? <SignedInRoutes /> : <SignedOutRoutes />;
}

// The signed-out router takes no props and reads the sign-in state only where a route shows it: when
// the check ends signed out, the landing page (hydrated from the build's markup) is not rendered again.
const SignedOutRoutes = memo(function SignedOutRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        {publicRoutes}
        <Route element={<PublicLayout />}>
          <Route path="/dev-login" element={<DevLoginPage />} />
          <Route path="/invite/accept" element={<InviteAcceptPage />} />
        </Route>
        {/* The landing page and the invitation page have signed-out versions above. */}
        {signedInScreens
          .filter(([path]) => path !== '/' && path !== '/invite/accept')
          .concat(signedInBareScreens)
          .map(([path]) => (
            <Route key={path} path={path} element={<WhileChecking checked={<SignInFirst />} />} />
          ))}
        {/* While the user read is in flight a signed-in deep link would flash the 404: wait instead. */}
        <Route path="*" element={<WhileChecking checked={<NotFoundPage />} />} />
      </Routes>
    </Suspense>
  );
});

// While the sign-in is being checked: the loading screen; then what the route shows signed out.
function WhileChecking({ checked }: { checked: ReactNode }) {
  const { isLoading } = useAuth();
  return isLoading ? <ScreenLoading /> : checked;
}

function SignedInRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route element={<AuthenticatedLayout />}>
          {signedInScreens.map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Route>
        {signedInBareScreens.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {publicRoutes}
        <Route path="/dev-login" element={<SignedInDevLogin />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

function ScreenLoading() {
  return (
    <main>
      <PageLoading />
    </main>
  );
}
