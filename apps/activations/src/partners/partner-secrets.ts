import { Inject, Injectable } from '@nestjs/common';
import { SecretCipher } from '@simrelay/config';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import type { ActivationsEnv } from '../config';

/**
 * Seals what partners entrust to us (upstream providers' API keys, hubs' protocol keys) with
 * AES-256-GCM under PARTNER_SECRETS_KEY: we must send each back to its owner, so a hash would not
 * do. Without the key, partners cannot be added or used (503), and nothing else is affected.
 */
@Injectable()
export class PartnerSecrets {
  private readonly cipher: SecretCipher | null;

  constructor(@Inject(ACTIVATIONS_ENV) env: Pick<ActivationsEnv, 'PARTNER_SECRETS_KEY'>) {
    this.cipher = env.PARTNER_SECRETS_KEY ? new SecretCipher(env.PARTNER_SECRETS_KEY, 'PARTNER_SECRETS_KEY') : null;
  }

  seal(plain: string): string {
    return this.required().encrypt(plain);
  }

  open(sealed: string): string {
    return this.required().decrypt(sealed);
  }

  private required(): SecretCipher {
    if (!this.cipher) throw new DomainError(ErrorCode.Unavailable, 'Partners need PARTNER_SECRETS_KEY to be set');
    return this.cipher;
  }
}
