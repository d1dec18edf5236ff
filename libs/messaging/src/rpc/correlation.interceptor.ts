import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { CORRELATION_HEADER } from '@simrelay/contracts';
import { withCorrelation } from '@simrelay/logging';
import { Observable } from 'rxjs';

/** Runs each NATS handler inside the correlation id its caller sent. */
@Injectable()
export class RpcCorrelationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const nats = context.switchToRpc().getContext<NatsContext>();
    const id = nats?.getHeaders?.()?.get(CORRELATION_HEADER) || undefined;
    // Subscribe inside the context so the handler's async work inherits it.
    return new Observable((subscriber) => withCorrelation(id, () => next.handle().subscribe(subscriber)));
  }
}
