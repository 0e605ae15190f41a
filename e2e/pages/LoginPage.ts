import type { Page } from 'playwright-core';

export class LoginPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await this.page.getByRole('heading', { name: 'Links Login' }).waitFor();
  }

  email = () => this.page.getByLabel('Email');
  password = () => this.page.getByLabel('Password', { exact: true });
  toggle = () => this.page.getByRole('button', { name: /show password|hide password/i });
  error = () => this.page.getByRole('alert');

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }
}
