import { directUrl, PASSWORD } from './server.js';

/**
 * Calls the running server's API as a user, the way a test sets up state that another screen owns
 * (savings accounts, member accounts) without writing to the database behind the server's back.
 */
export class ApiClient {
  private constructor(
    readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(appUrl: string, email: string, password = PASSWORD): Promise<ApiClient> {
    const baseUrl = directUrl(appUrl);
    const response = await fetch(`${baseUrl}/api/links/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok)
      throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as { access_token: string };
    return new ApiClient(baseUrl, answer.access_token);
  }

  /** Accepts an invitation with a password (`POST /invitations/{code}/accept`), as its member would. */
  static async acceptInvitation(appUrl: string, code: string, password = PASSWORD): Promise<void> {
    const response = await fetch(`${directUrl(appUrl)}/api/links/invitations/${code}/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    if (!response.ok)
      throw new Error(`Accepting ${code} failed: ${response.status} ${await response.text()}`);
  }

  async call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/links${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** The id of each user, by email. */
  async userIds(): Promise<Map<string, number>> {
    const { users } = await this.call<{ users: { users_id: number; email: string }[] }>('/get-users');
    return new Map(users.map((user) => [user.email, user.users_id]));
  }

  addSaving(userId: number, amountSaved: number) {
    return this.call<{ saving_id: number }>('/add-saving', 'POST', {
      user_id: userId,
      amount_saved: amountSaved,
      expected_saving: 30000,
    });
  }

  createAccount(userId: number) {
    return this.call<{ account_id: number }>('/create-account', 'POST', { user_id: userId });
  }

  createBankAccount(name: string, amount?: number) {
    return this.call<{ account_id: number }>('/create-bank-account', 'POST', { name, amount });
  }
}
