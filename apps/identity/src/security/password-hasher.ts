import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id; costs from configuration so tests and small machines can tune them. */
export class PasswordHasher {
  private decoy?: Promise<string>;

  constructor(
    private readonly memoryCost: number,
    private readonly timeCost: number,
  ) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: Algorithm.Argon2id, memoryCost: this.memoryCost, timeCost: this.timeCost, parallelism: 1 });
  }

  /**
   * Checks a password against an account's hash; with no account it still spends the same
   * time on a decoy, so response times do not reveal which emails are registered.
   */
  async verifyAccount(hashed: string | undefined, password: string): Promise<boolean> {
    if (hashed !== undefined) return this.verify(hashed, password);
    this.decoy ??= this.hash('decoy-password-for-timing');
    await this.verify(await this.decoy, password);
    return false;
  }

  async verify(hashed: string, password: string): Promise<boolean> {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  }
}
