import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The forms subgraph's SDL and what graphql-codegen makes of it; the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('forms', {
  mappers: {
    Form: '../entities/form.ts#Form as FormModel',
    FormSubmission: '../entities/form-submission.ts#FormSubmission as FormSubmissionModel',
    FormSubmissionPage: '../services/submissions.ts#SubmissionPage as SubmissionPageModel',
    Website: '../entities/website-reference.ts#WebsiteReference as WebsiteReferenceModel',
    Comment: '../entities/comment.ts#Comment as CommentModel',
    Post: '../services/comments/post-social.ts#PostReference as PostReferenceModel',
  },
  ports: true,
});
