import { termsOf } from './DataTable.js';
import { Screen } from './Screen.js';

type Field =
  | 'First Name'
  | 'Last Name'
  | 'Email'
  | 'Phone (optional)'
  | 'Password (optional)'
  | 'Role'
  | 'Savings Target'
  | 'Initial Savings'
  | 'Loan Amount'
  | 'Principal'
  | 'Date Issued';

/** /add-member: the five-step create-user wizard. */
export class WizardScreen extends Screen {
  async open() {
    await this.page.goto('/add-member');
    await this.stepHeading('User info').waitFor();
  }

  form = () => this.here().getByRole('form');
  stepHeading = (name: string) => this.form().getByRole('heading', { name, level: 2, exact: true });
  /** The title of the step on screen. */
  currentStep = () => this.form().getByRole('heading', { level: 2 }).textContent();
  field = (label: Field) => this.form().getByLabel(label, { exact: true });
  /** One of the buttons that move between the steps. */
  stepButton = (name: 'Previous' | 'Skip' | 'Next' | 'Submit') => this.form().getByRole('button', { name });
  previous = () => this.stepButton('Previous');
  skipButton = () => this.stepButton('Skip');
  nextButton = () => this.stepButton('Next');
  submitButton = () => this.stepButton('Submit');
  override alert = () => this.form().getByRole('alert');
  review = () => this.form().getByTestId('review');
  loanPreview = () => this.form().getByTestId('loan-preview');
  plannedTotal = () => this.form().getByTestId('planned-monthly-total');
  result = () => this.here().getByTestId('created-result');
  success = () => this.here().getByRole('status');

  /** The line under a field (its error, else its hint), found through aria-describedby. */
  async errorOf(label: Field): Promise<string | null> {
    const id = await this.field(label).getAttribute('aria-describedby');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  }

  hintOf = (label: Field) => this.errorOf(label);

  /**
   * Next, and the step `expected` on screen. Should the step not move at all (a click lost once on
   * a loaded CI machine, the page showing the same step and no problem), Next is pressed once more
   * from that same step: never twice from different steps.
   */
  async next(expected: string) {
    const before = await this.currentStep();
    await this.nextButton().click();
    try {
      await this.stepHeading(expected).waitFor({ timeout: 10_000 });
    } catch (error) {
      if ((await this.currentStep()) !== before) throw error;
      await this.nextButton().click();
      await this.stepHeading(expected).waitFor();
    }
  }

  async skip(expected: string) {
    await this.skipButton().click();
    await this.stepHeading(expected).waitFor();
  }

  /** Step 1; without a password the member gets an invitation (docs/decisions/passwords.md). */
  async fillUser(user: { firstname: string; lastname: string; email: string; password?: string }) {
    await this.field('First Name').fill(user.firstname);
    await this.field('Last Name').fill(user.lastname);
    await this.field('Email').fill(user.email);
    if (user.password !== undefined) await this.field('Password (optional)').fill(user.password);
  }

  /** The invitation on the result: its code, to read out over the phone. */
  invitationCode = () => this.here().getByTestId('invitation-code');
  invitation = () => this.here().getByTestId('invitation');

  /** A section of the review (User, Savings, Long-term loan, Short-term loan) as label → value. */
  section = (name: string) => termsOf(this.review().getByRole('region', { name }).locator('dl > div'));

  /** The result's figures, label → value. */
  resultFigures = () => termsOf(this.result().locator(':scope > div'));
}
