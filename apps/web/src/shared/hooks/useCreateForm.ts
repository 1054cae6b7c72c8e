import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';

export interface UseCreateFormOptions<Values, Created> {
  create: (values: Values) => Promise<Created>;
  /** The list the new record joins: refetched once the record exists. */
  listKey: QueryKey;
  onCreated: (created: Created) => void;
  /** For a failure the form says on a field; the form shows every failure in its own alert. */
  onError?: (error: Error, form: FormInstance<Values>) => void;
}

/**
 * A form that creates one record and shows its own errors: on success the form empties, the caller
 * gets the new record (to show its secret once) and the list it joins is refetched.
 */
export function useCreateForm<Values, Created>({
  create,
  listKey,
  onCreated,
  onError,
}: UseCreateFormOptions<Values, Created>) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const mutation = useMutation({
    meta: { handlesErrors: true },
    mutationFn: create,
    onSuccess: (created) => {
      form.resetFields();
      onCreated(created);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => onError?.(error, form),
  });
  return { form, create: mutation };
}
