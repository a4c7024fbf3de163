import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_FORMS } from '@atelier/demo-site';
import { checkFormDefinition } from '@atelier/forms';
import { Form } from './entities/form.ts';

/** The demo's forms, each unless it is already there; a definition that fails its own check is a bug. */
export async function seedFormsDemo(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  for (const demo of DEMO_FORMS) {
    if (await em.findOne(Form, { id: demo.id })) continue;
    const checked = checkFormDefinition({ ...demo.definition, id: demo.id });
    if (!checked.ok)
      throw new Error(`demo form ${demo.id}: ${checked.errors.map((e) => `${e.field} ${e.message}`).join('; ')}`);
    const { id: _id, ...definition } = checked.form;
    em.create(Form, {
      id: demo.id,
      websiteId: demo.websiteId,
      name: definition.name,
      definition,
      notifyEmail: demo.notifyEmail,
    });
  }
  await em.flush();
}
