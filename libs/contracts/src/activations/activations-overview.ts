import { IsISO8601 } from 'class-validator';

/** The back office's overview of the inventory and of one-time activations (queue group `activations`). */
export const ActivationsOverviewSubjects = {
  adminOverview: 'activations.admin.overview',
} as const;

export class AdminOverviewQuery {
  /** Where "today" starts for the operator asking (their local midnight). */
  @IsISO8601({ strict: true }, { message: 'format' }) since!: string;
}

export interface AdminActivationsOverview {
  numbers: {
    /** Not deleted SIMs, by what their agents reported last. */
    total: number;
    online: number;
    offline: number;
    /** With an open activation now. */
    inUse: number;
    /** Held by a long-term rental now (an open lease, reserved ones included). */
    leased: number;
  };
  activations: {
    /** Waiting for a code or received one and not finished. */
    open: number;
    /** Ended since `since`, however they ended. */
    endedToday: number;
    /** Of those, the ones a code reached. */
    succeededToday: number;
  };
  /** Messages no activation took (`GET /admin/messages/?unrouted=true`). */
  unroutedMessages: number;
  /** Modems offline, never reported, or reporting an error. */
  modemsWithProblems: number;
}
