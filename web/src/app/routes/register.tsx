import { ForgetTemplate } from '../../features/accounts/templates/forget-template';
import { RegisterTemplate } from '../../features/accounts/templates/register-template';
import { useRouteMeta } from '../use-route-meta';

/** /register/step1..3, /register/dd/step1..3, /register/wechat: the route name says which variant and step. */
export function RegisterRoute() {
  const { name } = useRouteMeta();
  return <RegisterTemplate key={name} routeName={name} />;
}

/** /forget/step1..3. */
export function ForgetRoute() {
  const { name } = useRouteMeta();
  const step = Number(/^forget_step([123])$/.exec(name ?? '')?.[1] ?? 1) as 1 | 2 | 3;
  return <ForgetTemplate step={step} />;
}
