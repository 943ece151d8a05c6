import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../lib/current-user';
import { Card, CenteredPage } from '../../ui/centered-card';
import { ConfirmLinkCard } from '../../ui/confirm-link-card';
import { Tabs } from '../../ui/tabs';
import { confirmEmail } from './internal/auth-api';
import { LoginForm } from './internal/login-form';
import { PlanNote } from './internal/plan-note';
import { ResetPasswordCard } from './internal/reset-password-card';
import { SignupForm } from './internal/signup-form';

type Tab = 'login' | 'signup';
const TABS = [
  { key: 'login', label: 'Log In' },
  { key: 'signup', label: 'Sign Up' },
] as const;

export interface AuthPageProps {
  /** What a signed-in visitor sees at /auth?tab=admin (the app passes the admin dashboard). */
  adminView?: ReactNode;
}

/**
 * /auth (spec section 2): log in, sign up, forgot password; a reset link (?reset=token) sets a new
 * password, a confirmation link (?verify=token) confirms the address. A signed-in visitor is sent
 * to / (tab=admin shows `adminView` instead).
 */
export function AuthPage({ adminView }: AuthPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const resetToken = params.get('reset');
  const verifyToken = params.get('verify');
  const wantsAdmin = params.get('tab') === 'admin';
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'signup' ? 'signup' : 'login');

  useEffect(() => {
    document.title = 'Sign in - Epoch Atlas';
    if (user && !resetToken && !verifyToken && !wantsAdmin) void navigate('/', { replace: true });
  }, [user, resetToken, verifyToken, wantsAdmin, navigate]);

  if (verifyToken) return <ConfirmLinkCard title="Email address" confirm={() => confirmEmail(verifyToken)} />;
  if (user === undefined) return <CenteredPage role="status">Checking your account...</CenteredPage>;
  if (resetToken) return <ResetPasswordCard token={resetToken} />;
  if (user && wantsAdmin && adminView) return <>{adminView}</>;

  return (
    <CenteredPage>
      <Card>
        <h1>Epoch Atlas</h1>
        <Tabs label="Account" tabs={TABS} selected={tab} onSelect={setTab} fill />
        <PlanNote plan={params.get('plan')} info={params.get('info')} />
        {tab === 'login' ? <LoginForm /> : <SignupForm />}
        <Link to="/">Browse without an account</Link>
      </Card>
    </CenteredPage>
  );
}
