import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/http';
import { Button } from '../../../ui/button';
import { Card, CenteredPage } from '../../../ui/centered-card';
import { Form, FormMessage } from '../../../ui/form';
import { TextField } from '../../../ui/text-field';
import { MIN_PASSWORD, resetPassword } from './auth-api';

/** The page of a mailed reset link (?reset=token): a new password, then the map. */
export function ResetPasswordCard({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await resetPassword(token, password);
    if (res.status === 200) void navigate('/');
    else setError(apiErrorMessage(res));
  };
  return (
    <CenteredPage>
      <Card>
        <h1>Choose a new password</h1>
        <Form onSubmit={(e) => void submit(e)} aria-label="Set a new password">
          <TextField
            label={`New password (at least ${MIN_PASSWORD} characters)`}
            type="password"
            required
            minLength={MIN_PASSWORD}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <FormMessage role="alert" $tone="error">
              {error}
            </FormMessage>
          )}
          <Button type="submit" $variant="primary" $size="lg" $block>
            Set password
          </Button>
        </Form>
      </Card>
    </CenteredPage>
  );
}
