import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { useAuth } from './api/useAuth';
import { AuthenticatedLayout } from './components/AuthenticatedLayout';
import { PageLoading } from './components/PageLoading';
import { PublicLayout } from './components/PublicLayout';
import { AccountPage } from './routes/account/AccountPage';
import { AiAssessmentPage } from './routes/ai/AiAssessmentPage';
import { AiReportPrintPage } from './routes/ai/AiReportPrintPage';
import { AssignPage } from './routes/assign/AssignPage';
import { CheckInPage } from './routes/check-in/CheckInPage';
import { DashboardPage } from './routes/dashboard/DashboardPage';
import { DevLoginPage } from './routes/dev-login/DevLoginPage';
import { GameDetailPage } from './routes/games/GameDetailPage';
import { NewGamePage } from './routes/games/NewGamePage';
import { InviteAcceptPage } from './routes/invite/InviteAcceptPage';
import { InvitePage } from './routes/invite/InvitePage';
import { DemoAssignPage } from './routes/demo/DemoAssignPage';
import { DemoDashboardPage } from './routes/demo/DemoDashboardPage';
import { DemoLayout } from './routes/demo/DemoLayout';
import { DemoPlayPage } from './routes/demo/DemoPlayPage';
import { DemoResultsPage } from './routes/demo/DemoResultsPage';
import { DemoTemplatesPage } from './routes/demo/DemoTemplatesPage';
import { DemoUploadPage } from './routes/demo/DemoUploadPage';
import { LandingPage } from './routes/landing/LandingPage';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { OutboxPage } from './routes/outbox/OutboxPage';
import { ResourcesPage } from './routes/resources/ResourcesPage';
import { AddSeniorPage } from './routes/seniors/AddSeniorPage';
import { SeniorProfilePage } from './routes/seniors/SeniorProfilePage';
import { SeniorReportPage } from './routes/seniors/SeniorReportPage';

// Only same-site paths: never "//host" or a full URL.
const safePath = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : '/');

// Signed in, the development sign-in page has nothing to do: go where it would have sent you.
function SignedInDevLogin() {
  const [params] = useSearchParams();
  return <Navigate to={safePath(params.get('returnTo'))} replace />;
}

// The public pages both routers list (spec section 2): the resources page and the six-step demo.
const publicRoutes = (
  <>
    <Route path="/resources" element={<ResourcesPage />} />
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
  const { isAuthenticated, isLoading } = useAuth();

  if (isLoading || !isAuthenticated) {
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        {publicRoutes}
        <Route element={<PublicLayout />}>
          <Route path="/dev-login" element={<DevLoginPage />} />
          <Route path="/invite/accept" element={<InviteAcceptPage />} />
        </Route>
        {/* While the user read is in flight a signed-in deep link would flash the 404: wait instead. */}
        <Route
          path="*"
          element={
            isLoading ? (
              <main>
                <PageLoading />
              </main>
            ) : (
              <NotFoundPage />
            )
          }
        />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route element={<AuthenticatedLayout />}>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/seniors/new" element={<AddSeniorPage />} />
        <Route path="/seniors/:id" element={<SeniorProfilePage />} />
        <Route path="/seniors/:id/report" element={<SeniorReportPage />} />
        <Route path="/games/new" element={<NewGamePage />} />
        <Route path="/games/:id" element={<GameDetailPage />} />
        <Route path="/check-in" element={<CheckInPage />} />
        <Route path="/invite" element={<InvitePage />} />
        <Route path="/invite/accept" element={<InviteAcceptPage />} />
        <Route path="/assign" element={<AssignPage />} />
        <Route path="/ai-assessment" element={<AiAssessmentPage />} />
        <Route path="/ai-assessment/report/:reportId" element={<AiReportPrintPage />} />
        <Route path="/dev/outbox" element={<OutboxPage />} />
        <Route path="/account" element={<AccountPage />} />
      </Route>
      {publicRoutes}
      <Route path="/dev-login" element={<SignedInDevLogin />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
