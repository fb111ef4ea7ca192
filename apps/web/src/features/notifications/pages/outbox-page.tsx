import { ReloadOutlined } from '@ant-design/icons';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { outboxQueryKey } from '../api/list-outbox.ts';
import { MailOutbox } from '../components/mail-outbox.tsx';
import { SmsOutbox } from '../components/sms-outbox.tsx';

type Channel = 'mail' | 'sms';

/** /outbox: the mail and text messages the system wrote, for admins (?show=sms for the texts). */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const channel: Channel = params.get('show') === 'sms' ? 'sms' : 'mail';
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: outboxQueryKey }) > 0;
  const show = (next: Channel) => {
    const search = new URLSearchParams(params);
    if (next === 'sms') search.set('show', 'sms');
    else search.delete('show');
    setParams(search, { replace: true });
  };

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Outbox
        </Typography.Title>
        <Flex gap={12} wrap>
          <Segmented<Channel>
            aria-label="Messages shown"
            value={channel}
            onChange={show}
            options={[
              { value: 'mail', label: 'E-mail' },
              { value: 'sms', label: 'SMS' },
            ]}
          />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => queryClient.invalidateQueries({ queryKey: outboxQueryKey })}
            loading={fetching}
          >
            Refresh
          </Button>
        </Flex>
      </Flex>
      {channel === 'sms' ? <SmsOutbox /> : <MailOutbox />}
    </>
  );
}
