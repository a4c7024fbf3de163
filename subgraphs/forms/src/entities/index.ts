import { CommentSchema } from './comment.ts';
import { CommentSettingSchema } from './comment-setting.ts';
import { FormSchema } from './form.ts';
import { FormSubmissionSchema } from './form-submission.ts';
import { SubmissionKeySchema } from './submission-key.ts';

export const formsEntities = [
  FormSchema,
  FormSubmissionSchema,
  SubmissionKeySchema,
  CommentSchema,
  CommentSettingSchema,
];
