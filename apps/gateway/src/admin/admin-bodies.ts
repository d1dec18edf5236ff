import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

export class MaintenanceBody {
  @IsBoolean({ message: 'format' }) maintenance!: boolean;
}

export class TestModeBody {
  @IsOptional() @IsBoolean({ message: 'format' }) testMode?: boolean;
}

export class BanBody {
  @IsBoolean({ message: 'format' }) ban!: boolean;
}

export class BanLimitBody {
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(1000, { message: 'max' }) banLimit!: number;
}
