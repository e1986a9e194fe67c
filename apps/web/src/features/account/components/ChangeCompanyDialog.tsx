import {
  ApartmentOutlined,
  BankOutlined,
  ClockCircleFilled,
  CloseCircleFilled,
  InfoCircleFilled,
  SwapOutlined,
} from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Spin, Tabs, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { reloadSoon } from '../../../lib/reload';
import { changeCompanyText as text } from '../../../locales/zh-CN/account';
import { PHONE_RULES } from '../../auth';
import { type SessionUser, useSessionStore, useUserInfoQuery } from '../../session';
import { useApplyEnterprise } from '../api/apply-enterprise.api';
import { useChangeEnterprise } from '../api/change-enterprise.api';
import { useMyEnterprises } from '../api/my-enterprises.api';
import { ENTERPRISE_SEARCH_MIN_LENGTH, useEnterpriseSearch } from '../api/search-enterprises.api';
import styles from './AccountDialogs.module.css';
import { BlockingDialogFooter } from './BlockingDialogFooter';
import {
  type CompanyStateTone,
  describeCompanyState,
  membershipRoleLabel,
  pendingApplication,
  switchableMemberships,
} from './change-company-state';

/** Spec §4 asks to notice an approval; every 10 s is quick enough for a person waiting. */
const APPROVAL_POLL_MS = 10_000;

type TabKey = 'join' | 'create' | 'switch';

interface CreateValues {
  name: string;
  contactName: string;
  contactPhone: string;
  reason: string;
}

const toneIcons: Record<CompanyStateTone, ReactNode> = {
  pending: <ClockCircleFilled />,
  error: <CloseCircleFilled />,
  info: <InfoCircleFilled />,
};

function Option({
  selected,
  onSelect,
  icon,
  name,
  meta,
  tag,
}: {
  selected: boolean;
  onSelect: () => void;
  icon: ReactNode;
  name: string;
  meta: string;
  tag?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={`${styles.option} ${selected ? styles.optionSelected : ''}`}
      onClick={onSelect}
    >
      <span className={styles.optionIcon}>{icon}</span>
      <span className={styles.optionText}>
        <span className={styles.optionName}>{name}</span>
        <span className={styles.optionMeta}>{meta}</span>
      </span>
      {tag}
    </button>
  );
}

/**
 * Spec §4 change-company dialog: the company is deleted or the user is not approved. Shows the state, lets
 * the user apply to join a company, apply to open one, or switch to an approved membership; after a
 * successful confirm, or once an approval is noticed, the page reloads after 1 s.
 */
export function ChangeCompanyDialog({ user }: { user: SessionUser }) {
  const { message } = App.useApp();
  const setUser = useSessionStore((s) => s.setUser);
  const mine = useMyEnterprises();
  const pendingApp = pendingApplication(mine.data);
  const state = describeCompanyState(user);
  const waiting = state.waiting || Boolean(pendingApp);
  const poll = useUserInfoQuery({ refetchInterval: waiting ? APPROVAL_POLL_MS : false, enabled: waiting });

  const switchable = switchableMemberships(mine.data, user.enterprise?.id ?? null);
  const [tab, setTab] = useState<TabKey>('join');
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [joinId, setJoinId] = useState<number | null>(null);
  const [switchId, setSwitchId] = useState<number | null>(null);
  const [reloading, setReloading] = useState(false);
  const [form] = Form.useForm<CreateValues>();
  const search = useEnterpriseSearch(keyword);
  const apply = useApplyEnterprise();
  const change = useChangeEnterprise();

  // Approval (or a new company opened for the applicant) noticed by the poll: say so, then reload.
  useEffect(() => {
    const fresh = poll.data;
    if (!fresh || reloading) return;
    if (!fresh.isUnApproved && !fresh.isDeletedEnterprise) {
      setReloading(true);
      message.success(text.approved);
      reloadSoon();
    } else if (fresh.userStatus !== user.userStatus || fresh.enterprise?.id !== user.enterprise?.id) {
      setUser(fresh);
    }
  }, [poll.data, reloading, user.userStatus, user.enterprise?.id, message, setUser]);

  const done = (success: string) => {
    message.success(success);
    setReloading(true);
    reloadSoon();
  };

  const onSearch = (value: string) => {
    const trimmed = value.trim();
    if (trimmed.length < ENTERPRISE_SEARCH_MIN_LENGTH) {
      message.warning(text.tooShort);
      return;
    }
    setJoinId(null);
    setKeyword(trimmed);
  };

  const submit = async () => {
    try {
      if (tab === 'join' && joinId !== null) {
        await apply.mutateAsync({ mode: 'join', enterpriseId: joinId });
        done(text.joinSuccess);
      } else if (tab === 'switch' && switchId !== null) {
        await change.mutateAsync(switchId);
        done(text.switchSuccess);
      } else if (tab === 'create') {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        await apply.mutateAsync({
          mode: 'create',
          name: values.name.trim(),
          contactName: values.contactName.trim(),
          contactPhone: values.contactPhone,
          reason: values.reason?.trim() ?? '',
        });
        done(text.createSuccess);
      }
    } catch (error) {
      message.error(apiErrorMessage(error, text.failed));
    }
  };

  const hits = search.data?.list ?? [];
  const joinPane = (
    <div className={styles.pane}>
      <Input.Search
        placeholder={text.searchPlaceholder}
        enterButton="搜索"
        allowClear
        value={keywordInput}
        onChange={(e) => setKeywordInput(e.target.value)}
        onSearch={onSearch}
        loading={search.isFetching}
        maxLength={50}
      />
      {!keyword ? <div className={styles.hint}>{text.searchHint}</div> : null}
      {keyword && search.isError ? (
        <div className={styles.hint}>{apiErrorMessage(search.error, text.failed)}</div>
      ) : null}
      {keyword && search.isSuccess && hits.length === 0 ? (
        <div className={styles.hint}>{text.searchEmpty}</div>
      ) : null}
      {keyword && hits.length > 0 ? (
        <fieldset className={styles.options} aria-label="搜索结果">
          {hits.map((hit) => {
            const pendingHere = user.enterprise?.id === hit.id && user.userStatus === 1;
            return (
              <Option
                key={hit.id}
                selected={joinId === hit.id}
                onSelect={() => setJoinId(hit.id)}
                icon={<BankOutlined />}
                name={hit.name}
                meta={`企业 ID：${hit.id}`}
                tag={pendingHere ? <Tag color="orange">审核中</Tag> : null}
              />
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );

  const createPane = (
    <div className={styles.pane}>
      {pendingApp ? (
        <Alert
          type="warning"
          showIcon
          title={`您申请开通的企业「${pendingApp.name}」正在等待平台审核`}
          description="审核通过后您将成为该企业的超级管理员，页面会自动刷新。"
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ contactName: user.realname, reason: '' }}
          disabled={reloading}
        >
          <Form.Item
            name="name"
            label="企业名称"
            rules={[
              { required: true, whitespace: true, message: '请填写企业名称' },
              { max: 50, message: '企业名称最多 50 个字' },
            ]}
          >
            <Input placeholder="与营业执照一致的企业全称" maxLength={50} />
          </Form.Item>
          <div className={styles.formRow}>
            <Form.Item
              name="contactName"
              label="联系人"
              rules={[
                { required: true, whitespace: true, message: '请填写联系人' },
                { max: 32, message: '联系人最多 32 个字' },
              ]}
            >
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="contactPhone" label="联系电话" rules={PHONE_RULES}>
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </div>
          <Form.Item name="reason" label="申请说明" rules={[{ max: 500, message: '申请说明最多 500 个字' }]}>
            <Input.TextArea rows={2} maxLength={500} showCount placeholder="团队规模、创作方向等（选填）" />
          </Form.Item>
        </Form>
      )}
    </div>
  );

  const switchPane = (
    <div className={styles.pane}>
      <fieldset className={styles.options} aria-label="已加入的企业">
        {switchable.map((m) => (
          <Option
            key={m.enterpriseId}
            selected={switchId === m.enterpriseId}
            onSelect={() => setSwitchId(m.enterpriseId)}
            icon={<ApartmentOutlined />}
            name={m.name}
            meta={membershipRoleLabel(m.roleId)}
            tag={<Tag color="green">已通过</Tag>}
          />
        ))}
      </fieldset>
    </div>
  );

  const items = [
    { key: 'join', label: text.tabs.join, children: joinPane },
    { key: 'create', label: text.tabs.create, children: createPane },
    ...(switchable.length > 0
      ? [{ key: 'switch', label: `${text.tabs.switch}（${switchable.length}）`, children: switchPane }]
      : []),
  ];

  const canSubmit =
    !reloading &&
    ((tab === 'join' && joinId !== null) ||
      (tab === 'switch' && switchId !== null) ||
      (tab === 'create' && !pendingApp));

  return (
    <Modal
      open
      centered
      width={560}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={text.title}
      footer={null}
    >
      <div className={styles.status}>
        <span className={`${styles.statusIcon} ${styles[`tone-${state.tone}`]}`}>
          {toneIcons[state.tone]}
        </span>
        <div>
          <div className={styles.statusTitle}>
            {state.title}
            {state.waiting ? <Spin size="small" /> : null}
          </div>
          <div className={styles.statusText}>{state.text}</div>
          {pendingApp && tab !== 'create' ? (
            <div className={styles.statusExtra}>
              <SwapOutlined /> 您申请开通的企业「{pendingApp.name}」正在等待平台审核
            </div>
          ) : null}
        </div>
      </div>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} items={items} />
      <BlockingDialogFooter>
        <Button
          type="primary"
          onClick={() => void submit()}
          disabled={!canSubmit}
          loading={apply.isPending || change.isPending || reloading}
        >
          {text.submit[tab]}
        </Button>
      </BlockingDialogFooter>
    </Modal>
  );
}
