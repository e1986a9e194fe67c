import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { CREATION_STEP_LABELS, CREATION_STEPS, type CreationStep } from '@lizi/shared';
import { App, Button, Skeleton, Space, Steps, Typography } from 'antd';
import { type ComponentType, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { ArtImageStep, ArtStep } from '../../roles';
import { ScriptEditor, useScript, useSetScriptStep } from '../../script';
import { StoryboardStep } from '../../storyboard';
import { nextStep, previousStep, stepStates } from '../flow-steps';

type StepBody = ComponentType<{ scriptId: string; onNext?: () => void }>;

const BODIES: Record<CreationStep, StepBody> = {
  create: ({ scriptId }) => <ScriptEditor scriptId={scriptId} />,
  art: ArtStep,
  artImage: ArtImageStep,
  storyboard: StoryboardStep,
};

const DESCRIPTIONS: Record<CreationStep, string> = {
  create: '写好分场剧本',
  art: '角色与画风',
  artImage: '生成角色形象',
  storyboard: '分镜与画面',
};

/** The creation flow of one project: steps create → art → artImage → storyboard, reopened where it was left. */
export function CreationFlow({ scriptId }: { scriptId: string }) {
  const { message } = App.useApp();
  const query = useScript(scriptId);
  const setStep = useSetScriptStep(scriptId);
  const [pending, setPending] = useState<CreationStep | null>(null);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError || !query.data)
    return (
      <EmptyState
        icon={<ArrowLeftOutlined />}
        title="项目不存在或已删除"
        description={apiErrorMessage(query.error)}
      />
    );
  const script = query.data;
  const current = script.step;
  const states = stepStates(script.stage, current);
  const go = (step: CreationStep) => {
    if (step === current || states[step] === 'locked') return;
    setPending(step);
    // The server checks the prerequisites and says in Chinese what is missing.
    setStep.mutate(step, {
      onError: (err) => message.warning(apiErrorMessage(err)),
      onSettled: () => setPending(null),
    });
  };
  const next = nextStep(current);
  const prev = previousStep(current);
  const Body = BODIES[current];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <SurfaceCard>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {script.title}
        </Typography.Title>
        <Steps
          current={CREATION_STEPS.indexOf(current)}
          onChange={(i) => go(CREATION_STEPS[i] as CreationStep)}
          items={CREATION_STEPS.map((step) => ({
            title: CREATION_STEP_LABELS[step],
            description: DESCRIPTIONS[step],
            disabled: states[step] === 'locked' || setStep.isPending,
            status: step === current ? 'process' : states[step] === 'done' ? 'finish' : 'wait',
          }))}
        />
      </SurfaceCard>
      <Body scriptId={scriptId} onNext={next ? () => go(next) : undefined} />
      <SurfaceCard>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Button
            icon={<ArrowLeftOutlined />}
            disabled={!prev}
            loading={pending === prev}
            onClick={() => prev && go(prev)}
          >
            {prev ? `上一步：${CREATION_STEP_LABELS[prev]}` : '上一步'}
          </Button>
          {next ? (
            <Button type="primary" loading={pending === next} onClick={() => go(next)}>
              下一步：{CREATION_STEP_LABELS[next]} <ArrowRightOutlined />
            </Button>
          ) : (
            <Typography.Text type="secondary">已到最后一步，分镜完成后可在视频合成中出片</Typography.Text>
          )}
        </Space>
      </SurfaceCard>
    </Space>
  );
}
