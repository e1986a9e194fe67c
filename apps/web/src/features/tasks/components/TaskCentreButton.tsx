import { CarryOutOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useActiveTaskCount } from '../api/active-task-count.api';
import { useTaskEvents } from '../hooks/use-task-events';
import { tasksText } from '../tasks-text';
import { TaskCentreDrawer } from './TaskCentreDrawer';

/** Header entry of the task centre: the number of queued + running tasks, live; a click opens the drawer. */
export function TaskCentreButton() {
  const [open, setOpen] = useState(false);
  const count = useActiveTaskCount();
  useTaskEvents();
  const running = count.data ?? 0;
  return (
    <>
      <Tooltip title={running > 0 ? `${running} 个任务进行中` : tasksText.centre} placement="bottom">
        <Badge count={running} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            icon={<CarryOutOutlined />}
            onClick={() => setOpen(true)}
            aria-label={tasksText.centre}
            data-testid="task-centre-button"
          >
            任务
          </Button>
        </Badge>
      </Tooltip>
      <TaskCentreDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
