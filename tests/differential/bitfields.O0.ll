; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.packed = type { i32 }
%struct.header = type { i64 }
%struct.wide = type { i64, i16 }
%struct.mixed = type { i8, [3 x i8], i16, [2 x i8] }

@.str = private unnamed_addr constant [49 x i8] c"sizeof packed=%zu header=%zu wide=%zu mixed=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"raw layout %08x\0A\00", align 1, !dbg !7
@__const.main.h = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 84, i8 0, i8 -36, i8 5, i8 -17, i8 -66, i8 -110, i8 38 }, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"header:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [50 x i8] c"\0Aversion=%u ihl=%u len=%u id=%x flags=%u frag=%u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [16 x i8] c"len=%u frag=%u\0A\00", align 1, !dbg !27
@__const.main.w = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [6 x i8] } { i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, [6 x i8] undef }, align 8
@.str.6 = private unnamed_addr constant [32 x i8] c"lo=%llu hi=%llu small=%d ch=%u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [24 x i8] c"lo=%llu small=%d ch=%u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [36 x i8] c"wide loop sum=%llu lo=%llu hi=%llu\0A\00", align 1, !dbg !42
@__const.main.m = private unnamed_addr constant { i8, i8, i8, i8, i16, [2 x i8] } { i8 113, i8 0, i8 -2, i8 7, i16 -3, [2 x i8] undef }, align 4
@.str.9 = private unnamed_addr constant [19 x i8] c"mixed %c %d %d %d\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [16 x i8] c"array total=%d\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [31 x i8] c"a=%u b=%u c=%d d=%u e=%d f=%u\0A\00", align 1, !dbg !54

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !74 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.packed, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.packed, align 4
  %6 = alloca %struct.header, align 4
  %7 = alloca [8 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca %struct.wide, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.mixed, align 4
  %13 = alloca [4 x %struct.packed], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !78, !DIExpression(), !87)
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 4, i1 false), !dbg !88
  call void @dump(ptr noundef %2), !dbg !89
  %17 = load i32, ptr %2, align 4, !dbg !90
  %18 = and i32 %17, -8, !dbg !90
  %19 = or i32 %18, 5, !dbg !90
  store i32 %19, ptr %2, align 4, !dbg !90
  %20 = load i32, ptr %2, align 4, !dbg !91
  %21 = and i32 %20, -249, !dbg !91
  %22 = or i32 %21, 248, !dbg !91
  store i32 %22, ptr %2, align 4, !dbg !91
  %23 = load i32, ptr %2, align 4, !dbg !92
  %24 = and i32 %23, -3841, !dbg !92
  %25 = or i32 %24, 2048, !dbg !92
  store i32 %25, ptr %2, align 4, !dbg !92
  %26 = load i32, ptr %2, align 4, !dbg !93
  %27 = and i32 %26, -4097, !dbg !93
  %28 = or i32 %27, 4096, !dbg !93
  store i32 %28, ptr %2, align 4, !dbg !93
  %29 = load i32, ptr %2, align 4, !dbg !94
  %30 = and i32 %29, -1040385, !dbg !94
  %31 = or i32 %30, 524288, !dbg !94
  store i32 %31, ptr %2, align 4, !dbg !94
  %32 = load i32, ptr %2, align 4, !dbg !95
  %33 = and i32 %32, 1048575, !dbg !95
  %34 = or i32 %33, -1048576, !dbg !95
  store i32 %34, ptr %2, align 4, !dbg !95
  call void @dump(ptr noundef %2), !dbg !96
  %35 = load i32, ptr %2, align 4, !dbg !97
  %36 = and i32 %35, 7, !dbg !97
  %37 = add i32 %36, 1, !dbg !97
  %38 = load i32, ptr %2, align 4, !dbg !97
  %39 = and i32 %37, 7, !dbg !97
  %40 = and i32 %38, -8, !dbg !97
  %41 = or i32 %40, %39, !dbg !97
  store i32 %41, ptr %2, align 4, !dbg !97
  %42 = load i32, ptr %2, align 4, !dbg !98
  %43 = lshr i32 %42, 3, !dbg !98
  %44 = and i32 %43, 31, !dbg !98
  %45 = add i32 %44, 1, !dbg !98
  %46 = load i32, ptr %2, align 4, !dbg !98
  %47 = and i32 %45, 31, !dbg !98
  %48 = shl i32 %47, 3, !dbg !98
  %49 = and i32 %46, -249, !dbg !98
  %50 = or i32 %49, %48, !dbg !98
  store i32 %50, ptr %2, align 4, !dbg !98
  %51 = load i32, ptr %2, align 4, !dbg !99
  %52 = and i32 %51, -3841, !dbg !99
  %53 = or i32 %52, 1792, !dbg !99
  store i32 %53, ptr %2, align 4, !dbg !99
  %54 = load i32, ptr %2, align 4, !dbg !100
  %55 = and i32 %54, -4097, !dbg !100
  %56 = or i32 %55, 0, !dbg !100
  store i32 %56, ptr %2, align 4, !dbg !100
  %57 = load i32, ptr %2, align 4, !dbg !101
  %58 = and i32 %57, -1040385, !dbg !101
  %59 = or i32 %58, 516096, !dbg !101
  store i32 %59, ptr %2, align 4, !dbg !101
  %60 = load i32, ptr %2, align 4, !dbg !102
  %61 = lshr i32 %60, 20, !dbg !102
  %62 = add nsw i32 %61, 2, !dbg !102
  %63 = load i32, ptr %2, align 4, !dbg !102
  %64 = and i32 %62, 4095, !dbg !102
  %65 = shl i32 %64, 20, !dbg !102
  %66 = and i32 %63, 1048575, !dbg !102
  %67 = or i32 %66, %65, !dbg !102
  store i32 %67, ptr %2, align 4, !dbg !102
  call void @dump(ptr noundef %2), !dbg !103
    #dbg_declare(ptr %3, !104, !DIExpression(), !106)
  store i32 0, ptr %3, align 4, !dbg !106
  br label %68, !dbg !107

68:                                               ; preds = %130, %0
  %69 = load i32, ptr %3, align 4, !dbg !108
  %70 = icmp slt i32 %69, 20, !dbg !110
  br i1 %70, label %71, label %133, !dbg !111

71:                                               ; preds = %68
  %72 = load i32, ptr %2, align 4, !dbg !112
  %73 = and i32 %72, 7, !dbg !112
  %74 = add nsw i32 %73, 3, !dbg !112
  %75 = load i32, ptr %2, align 4, !dbg !112
  %76 = and i32 %74, 7, !dbg !112
  %77 = and i32 %75, -8, !dbg !112
  %78 = or i32 %77, %76, !dbg !112
  store i32 %78, ptr %2, align 4, !dbg !112
  %79 = load i32, ptr %2, align 4, !dbg !114
  %80 = lshr i32 %79, 3, !dbg !114
  %81 = and i32 %80, 31, !dbg !114
  %82 = mul nsw i32 %81, 7, !dbg !115
  %83 = add nsw i32 %82, 1, !dbg !116
  %84 = and i32 %83, 31, !dbg !117
  %85 = load i32, ptr %2, align 4, !dbg !118
  %86 = and i32 %84, 31, !dbg !118
  %87 = shl i32 %86, 3, !dbg !118
  %88 = and i32 %85, -249, !dbg !118
  %89 = or i32 %88, %87, !dbg !118
  store i32 %89, ptr %2, align 4, !dbg !118
  %90 = load i32, ptr %3, align 4, !dbg !119
  %91 = srem i32 %90, 16, !dbg !120
  %92 = sub nsw i32 %91, 8, !dbg !121
  %93 = trunc i32 %92 to i8, !dbg !122
  %94 = sext i8 %93 to i32, !dbg !123
  %95 = load i32, ptr %2, align 4, !dbg !123
  %96 = and i32 %94, 15, !dbg !123
  %97 = shl i32 %96, 8, !dbg !123
  %98 = and i32 %95, -3841, !dbg !123
  %99 = or i32 %98, %97, !dbg !123
  store i32 %99, ptr %2, align 4, !dbg !123
  %100 = shl i32 %96, 28, !dbg !123
  %101 = ashr i32 %100, 28, !dbg !123
  %102 = load i32, ptr %3, align 4, !dbg !124
  %103 = mul nsw i32 %102, 5, !dbg !125
  %104 = sub nsw i32 %103, 50, !dbg !126
  %105 = trunc i32 %104 to i8, !dbg !127
  %106 = sext i8 %105 to i32, !dbg !128
  %107 = load i32, ptr %2, align 4, !dbg !128
  %108 = and i32 %106, 127, !dbg !128
  %109 = shl i32 %108, 13, !dbg !128
  %110 = and i32 %107, -1040385, !dbg !128
  %111 = or i32 %110, %109, !dbg !128
  store i32 %111, ptr %2, align 4, !dbg !128
  %112 = shl i32 %108, 25, !dbg !128
  %113 = ashr i32 %112, 25, !dbg !128
  %114 = load i32, ptr %2, align 4, !dbg !129
  %115 = lshr i32 %114, 20, !dbg !129
  %116 = mul nsw i32 %115, 33, !dbg !130
  %117 = load i32, ptr %3, align 4, !dbg !131
  %118 = add nsw i32 %116, %117, !dbg !132
  %119 = and i32 %118, 4095, !dbg !133
  %120 = load i32, ptr %2, align 4, !dbg !134
  %121 = and i32 %119, 4095, !dbg !134
  %122 = shl i32 %121, 20, !dbg !134
  %123 = and i32 %120, 1048575, !dbg !134
  %124 = or i32 %123, %122, !dbg !134
  store i32 %124, ptr %2, align 4, !dbg !134
  %125 = load i32, ptr %3, align 4, !dbg !135
  %126 = srem i32 %125, 4, !dbg !137
  %127 = icmp eq i32 %126, 0, !dbg !138
  br i1 %127, label %128, label %129, !dbg !139

128:                                              ; preds = %71
  call void @dump(ptr noundef %2), !dbg !140
  br label %129, !dbg !140

129:                                              ; preds = %128, %71
  br label %130, !dbg !141

130:                                              ; preds = %129
  %131 = load i32, ptr %3, align 4, !dbg !142
  %132 = add nsw i32 %131, 1, !dbg !142
  store i32 %132, ptr %3, align 4, !dbg !142
  br label %68, !dbg !143, !llvm.loop !144

133:                                              ; preds = %68
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 8), !dbg !147
    #dbg_declare(ptr %4, !148, !DIExpression(), !149)
    #dbg_declare(ptr %5, !150, !DIExpression(), !151)
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 4, i1 false), !dbg !152
  %135 = load i32, ptr %5, align 4, !dbg !153
  %136 = and i32 %135, -8, !dbg !153
  %137 = or i32 %136, 7, !dbg !153
  store i32 %137, ptr %5, align 4, !dbg !153
  %138 = load i32, ptr %5, align 4, !dbg !154
  %139 = and i32 %138, -3841, !dbg !154
  %140 = or i32 %139, 3840, !dbg !154
  store i32 %140, ptr %5, align 4, !dbg !154
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 4, i1 false), !dbg !155
  %141 = load i32, ptr %4, align 4, !dbg !156
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %141), !dbg !157
    #dbg_declare(ptr %6, !158, !DIExpression(), !168)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.h, i64 8, i1 false), !dbg !168
    #dbg_declare(ptr %7, !169, !DIExpression(), !172)
  %143 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 0, !dbg !173
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %143, ptr align 4 %6, i64 8, i1 false), !dbg !173
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !174
    #dbg_declare(ptr %8, !175, !DIExpression(), !177)
  store i32 0, ptr %8, align 4, !dbg !177
  br label %145, !dbg !178

145:                                              ; preds = %156, %133
  %146 = load i32, ptr %8, align 4, !dbg !179
  %147 = zext i32 %146 to i64, !dbg !179
  %148 = icmp ult i64 %147, 8, !dbg !181
  br i1 %148, label %149, label %159, !dbg !182

149:                                              ; preds = %145
  %150 = load i32, ptr %8, align 4, !dbg !183
  %151 = zext i32 %150 to i64, !dbg !184
  %152 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 %151, !dbg !184
  %153 = load i8, ptr %152, align 1, !dbg !184
  %154 = zext i8 %153 to i32, !dbg !184
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %154), !dbg !185
  br label %156, !dbg !185

156:                                              ; preds = %149
  %157 = load i32, ptr %8, align 4, !dbg !186
  %158 = add i32 %157, 1, !dbg !186
  store i32 %158, ptr %8, align 4, !dbg !186
  br label %145, !dbg !187, !llvm.loop !188

159:                                              ; preds = %145
  %160 = load i64, ptr %6, align 4, !dbg !190
  %161 = and i64 %160, 15, !dbg !190
  %162 = trunc i64 %161 to i32, !dbg !190
  %163 = load i64, ptr %6, align 4, !dbg !191
  %164 = lshr i64 %163, 4, !dbg !191
  %165 = and i64 %164, 15, !dbg !191
  %166 = trunc i64 %165 to i32, !dbg !191
  %167 = load i64, ptr %6, align 4, !dbg !192
  %168 = lshr i64 %167, 16, !dbg !192
  %169 = and i64 %168, 65535, !dbg !192
  %170 = trunc i64 %169 to i32, !dbg !192
  %171 = load i64, ptr %6, align 4, !dbg !193
  %172 = lshr i64 %171, 32, !dbg !193
  %173 = and i64 %172, 65535, !dbg !193
  %174 = trunc i64 %173 to i32, !dbg !193
  %175 = load i64, ptr %6, align 4, !dbg !194
  %176 = lshr i64 %175, 48, !dbg !194
  %177 = and i64 %176, 7, !dbg !194
  %178 = trunc i64 %177 to i32, !dbg !194
  %179 = load i64, ptr %6, align 4, !dbg !195
  %180 = lshr i64 %179, 51, !dbg !195
  %181 = trunc i64 %180 to i32, !dbg !195
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %162, i32 noundef %166, i32 noundef %170, i32 noundef %174, i32 noundef %178, i32 noundef %181), !dbg !196
  %183 = load i64, ptr %6, align 4, !dbg !197
  %184 = lshr i64 %183, 16, !dbg !197
  %185 = and i64 %184, 65535, !dbg !197
  %186 = trunc i64 %185 to i32, !dbg !197
  %187 = sub nsw i32 %186, 1501, !dbg !197
  %188 = zext i32 %187 to i64, !dbg !197
  %189 = load i64, ptr %6, align 4, !dbg !197
  %190 = and i64 %188, 65535, !dbg !197
  %191 = shl i64 %190, 16, !dbg !197
  %192 = and i64 %189, -4294901761, !dbg !197
  %193 = or i64 %192, %191, !dbg !197
  store i64 %193, ptr %6, align 4, !dbg !197
  %194 = trunc i64 %190 to i32, !dbg !197
  %195 = load i64, ptr %6, align 4, !dbg !198
  %196 = lshr i64 %195, 51, !dbg !198
  %197 = trunc i64 %196 to i32, !dbg !198
  %198 = mul nsw i32 %197, 9, !dbg !199
  %199 = zext i32 %198 to i64, !dbg !200
  %200 = load i64, ptr %6, align 4, !dbg !200
  %201 = and i64 %199, 8191, !dbg !200
  %202 = shl i64 %201, 51, !dbg !200
  %203 = and i64 %200, 2251799813685247, !dbg !200
  %204 = or i64 %203, %202, !dbg !200
  store i64 %204, ptr %6, align 4, !dbg !200
  %205 = trunc i64 %201 to i32, !dbg !200
  %206 = load i64, ptr %6, align 4, !dbg !201
  %207 = lshr i64 %206, 16, !dbg !201
  %208 = and i64 %207, 65535, !dbg !201
  %209 = trunc i64 %208 to i32, !dbg !201
  %210 = load i64, ptr %6, align 4, !dbg !202
  %211 = lshr i64 %210, 51, !dbg !202
  %212 = trunc i64 %211 to i32, !dbg !202
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %209, i32 noundef %212), !dbg !203
    #dbg_declare(ptr %9, !204, !DIExpression(), !211)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.w, i64 16, i1 false), !dbg !211
  %214 = load i64, ptr %9, align 8, !dbg !212
  %215 = and i64 %214, -1099511627776, !dbg !212
  %216 = or i64 %215, 1099511627775, !dbg !212
  store i64 %216, ptr %9, align 8, !dbg !212
  %217 = load i64, ptr %9, align 8, !dbg !213
  %218 = and i64 %217, 1099511627775, !dbg !213
  %219 = or i64 %218, -6066930339719151616, !dbg !213
  store i64 %219, ptr %9, align 8, !dbg !213
  %220 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !214
  %221 = load i16, ptr %220, align 8, !dbg !215
  %222 = and i16 %221, -4, !dbg !215
  %223 = or i16 %222, 2, !dbg !215
  store i16 %223, ptr %220, align 8, !dbg !215
  %224 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !216
  %225 = load i16, ptr %224, align 8, !dbg !217
  %226 = and i16 %225, -32513, !dbg !217
  %227 = or i16 %226, 25600, !dbg !217
  store i16 %227, ptr %224, align 8, !dbg !217
  %228 = load i64, ptr %9, align 8, !dbg !218
  %229 = and i64 %228, 1099511627775, !dbg !218
  %230 = load i64, ptr %9, align 8, !dbg !219
  %231 = lshr i64 %230, 40, !dbg !219
  %232 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !220
  %233 = load i16, ptr %232, align 8, !dbg !220
  %234 = shl i16 %233, 14, !dbg !220
  %235 = ashr i16 %234, 14, !dbg !220
  %236 = sext i16 %235 to i32, !dbg !220
  %237 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !221
  %238 = load i16, ptr %237, align 8, !dbg !221
  %239 = lshr i16 %238, 8, !dbg !221
  %240 = and i16 %239, 127, !dbg !221
  %241 = trunc i16 %240 to i8, !dbg !221
  %242 = zext i8 %241 to i32, !dbg !222
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %229, i64 noundef %231, i32 noundef %236, i32 noundef %242), !dbg !223
  %244 = load i64, ptr %9, align 8, !dbg !224
  %245 = and i64 %244, 1099511627775, !dbg !224
  %246 = add i64 %245, 1, !dbg !224
  %247 = load i64, ptr %9, align 8, !dbg !224
  %248 = and i64 %246, 1099511627775, !dbg !224
  %249 = and i64 %247, -1099511627776, !dbg !224
  %250 = or i64 %249, %248, !dbg !224
  store i64 %250, ptr %9, align 8, !dbg !224
  %251 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !225
  %252 = load i16, ptr %251, align 8, !dbg !226
  %253 = shl i16 %252, 14, !dbg !226
  %254 = ashr i16 %253, 14, !dbg !226
  %255 = sext i16 %254 to i32, !dbg !226
  %256 = add nsw i32 %255, 1, !dbg !226
  %257 = trunc i32 %256 to i16, !dbg !226
  %258 = load i16, ptr %251, align 8, !dbg !226
  %259 = and i16 %257, 3, !dbg !226
  %260 = and i16 %258, -4, !dbg !226
  %261 = or i16 %260, %259, !dbg !226
  store i16 %261, ptr %251, align 8, !dbg !226
  %262 = shl i16 %259, 14, !dbg !226
  %263 = ashr i16 %262, 14, !dbg !226
  %264 = sext i16 %263 to i32, !dbg !226
  %265 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !227
  %266 = load i16, ptr %265, align 8, !dbg !228
  %267 = lshr i16 %266, 8, !dbg !228
  %268 = and i16 %267, 127, !dbg !228
  %269 = trunc i16 %268 to i8, !dbg !228
  %270 = zext i8 %269 to i32, !dbg !228
  %271 = add nsw i32 %270, 30, !dbg !228
  %272 = trunc i32 %271 to i8, !dbg !228
  %273 = zext i8 %272 to i16, !dbg !228
  %274 = load i16, ptr %265, align 8, !dbg !228
  %275 = and i16 %273, 127, !dbg !228
  %276 = shl i16 %275, 8, !dbg !228
  %277 = and i16 %274, -32513, !dbg !228
  %278 = or i16 %277, %276, !dbg !228
  store i16 %278, ptr %265, align 8, !dbg !228
  %279 = trunc i16 %275 to i8, !dbg !228
  %280 = load i64, ptr %9, align 8, !dbg !229
  %281 = and i64 %280, 1099511627775, !dbg !229
  %282 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !230
  %283 = load i16, ptr %282, align 8, !dbg !230
  %284 = shl i16 %283, 14, !dbg !230
  %285 = ashr i16 %284, 14, !dbg !230
  %286 = sext i16 %285 to i32, !dbg !230
  %287 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !231
  %288 = load i16, ptr %287, align 8, !dbg !231
  %289 = lshr i16 %288, 8, !dbg !231
  %290 = and i16 %289, 127, !dbg !231
  %291 = trunc i16 %290 to i8, !dbg !231
  %292 = zext i8 %291 to i32, !dbg !232
  %293 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %281, i32 noundef %286, i32 noundef %292), !dbg !233
    #dbg_declare(ptr %10, !234, !DIExpression(), !235)
  store i64 0, ptr %10, align 8, !dbg !235
    #dbg_declare(ptr %11, !236, !DIExpression(), !238)
  store i32 0, ptr %11, align 4, !dbg !238
  br label %294, !dbg !239

294:                                              ; preds = %323, %159
  %295 = load i32, ptr %11, align 4, !dbg !240
  %296 = icmp slt i32 %295, 100, !dbg !242
  br i1 %296, label %297, label %326, !dbg !243

297:                                              ; preds = %294
  %298 = load i64, ptr %9, align 8, !dbg !244
  %299 = and i64 %298, 1099511627775, !dbg !244
  %300 = mul i64 %299, 3, !dbg !246
  %301 = add i64 %300, 7, !dbg !247
  %302 = load i64, ptr %9, align 8, !dbg !248
  %303 = and i64 %301, 1099511627775, !dbg !248
  %304 = and i64 %302, -1099511627776, !dbg !248
  %305 = or i64 %304, %303, !dbg !248
  store i64 %305, ptr %9, align 8, !dbg !248
  %306 = load i64, ptr %9, align 8, !dbg !249
  %307 = and i64 %306, 1099511627775, !dbg !249
  %308 = load i64, ptr %9, align 8, !dbg !250
  %309 = lshr i64 %308, 40, !dbg !250
  %310 = xor i64 %309, %307, !dbg !250
  %311 = load i64, ptr %9, align 8, !dbg !250
  %312 = and i64 %310, 16777215, !dbg !250
  %313 = shl i64 %312, 40, !dbg !250
  %314 = and i64 %311, 1099511627775, !dbg !250
  %315 = or i64 %314, %313, !dbg !250
  store i64 %315, ptr %9, align 8, !dbg !250
  %316 = load i64, ptr %9, align 8, !dbg !251
  %317 = and i64 %316, 1099511627775, !dbg !251
  %318 = load i64, ptr %9, align 8, !dbg !252
  %319 = lshr i64 %318, 40, !dbg !252
  %320 = add i64 %317, %319, !dbg !253
  %321 = load i64, ptr %10, align 8, !dbg !254
  %322 = add i64 %321, %320, !dbg !254
  store i64 %322, ptr %10, align 8, !dbg !254
  br label %323, !dbg !255

323:                                              ; preds = %297
  %324 = load i32, ptr %11, align 4, !dbg !256
  %325 = add nsw i32 %324, 1, !dbg !256
  store i32 %325, ptr %11, align 4, !dbg !256
  br label %294, !dbg !257, !llvm.loop !258

326:                                              ; preds = %294
  %327 = load i64, ptr %10, align 8, !dbg !260
  %328 = load i64, ptr %9, align 8, !dbg !261
  %329 = and i64 %328, 1099511627775, !dbg !261
  %330 = load i64, ptr %9, align 8, !dbg !262
  %331 = lshr i64 %330, 40, !dbg !262
  %332 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %327, i64 noundef %329, i64 noundef %331), !dbg !263
    #dbg_declare(ptr %12, !264, !DIExpression(), !272)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.main.m, i64 8, i1 false), !dbg !272
  %333 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 0, !dbg !273
  %334 = load i8, ptr %333, align 4, !dbg !273
  %335 = sext i8 %334 to i32, !dbg !274
  %336 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !275
  %337 = load i24, ptr %336, align 1, !dbg !275
  %338 = shl i24 %337, 14, !dbg !275
  %339 = ashr i24 %338, 14, !dbg !275
  %340 = sext i24 %339 to i32, !dbg !275
  %341 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !276
  %342 = load i24, ptr %341, align 1, !dbg !276
  %343 = shl i24 %342, 4, !dbg !276
  %344 = ashr i24 %343, 14, !dbg !276
  %345 = sext i24 %344 to i32, !dbg !276
  %346 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 2, !dbg !277
  %347 = load i16, ptr %346, align 4, !dbg !277
  %348 = sext i16 %347 to i32, !dbg !278
  %349 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %335, i32 noundef %340, i32 noundef %345, i32 noundef %348), !dbg !279
  %350 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !280
  %351 = load i24, ptr %350, align 1, !dbg !280
  %352 = shl i24 %351, 14, !dbg !280
  %353 = ashr i24 %352, 14, !dbg !280
  %354 = sext i24 %353 to i32, !dbg !280
  %355 = add nsw i32 %354, 1000, !dbg !281
  %356 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !282
  %357 = trunc i32 %355 to i24, !dbg !283
  %358 = load i24, ptr %356, align 1, !dbg !283
  %359 = and i24 %357, 1023, !dbg !283
  %360 = and i24 %358, -1024, !dbg !283
  %361 = or i24 %360, %359, !dbg !283
  store i24 %361, ptr %356, align 1, !dbg !283
  %362 = shl i24 %359, 14, !dbg !283
  %363 = ashr i24 %362, 14, !dbg !283
  %364 = sext i24 %363 to i32, !dbg !283
  %365 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !284
  %366 = load i24, ptr %365, align 1, !dbg !284
  %367 = shl i24 %366, 4, !dbg !284
  %368 = ashr i24 %367, 14, !dbg !284
  %369 = sext i24 %368 to i32, !dbg !284
  %370 = sub nsw i32 0, %369, !dbg !285
  %371 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !286
  %372 = trunc i32 %370 to i24, !dbg !287
  %373 = load i24, ptr %371, align 1, !dbg !287
  %374 = and i24 %372, 1023, !dbg !287
  %375 = shl i24 %374, 10, !dbg !287
  %376 = and i24 %373, -1047553, !dbg !287
  %377 = or i24 %376, %375, !dbg !287
  store i24 %377, ptr %371, align 1, !dbg !287
  %378 = shl i24 %374, 14, !dbg !287
  %379 = ashr i24 %378, 14, !dbg !287
  %380 = sext i24 %379 to i32, !dbg !287
  %381 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 0, !dbg !288
  %382 = load i8, ptr %381, align 4, !dbg !288
  %383 = sext i8 %382 to i32, !dbg !289
  %384 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !290
  %385 = load i24, ptr %384, align 1, !dbg !290
  %386 = shl i24 %385, 14, !dbg !290
  %387 = ashr i24 %386, 14, !dbg !290
  %388 = sext i24 %387 to i32, !dbg !290
  %389 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !291
  %390 = load i24, ptr %389, align 1, !dbg !291
  %391 = shl i24 %390, 4, !dbg !291
  %392 = ashr i24 %391, 14, !dbg !291
  %393 = sext i24 %392 to i32, !dbg !291
  %394 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 2, !dbg !292
  %395 = load i16, ptr %394, align 4, !dbg !292
  %396 = sext i16 %395 to i32, !dbg !293
  %397 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %383, i32 noundef %388, i32 noundef %393, i32 noundef %396), !dbg !294
    #dbg_declare(ptr %13, !295, !DIExpression(), !299)
  %398 = getelementptr inbounds [4 x %struct.packed], ptr %13, i64 0, i64 0, !dbg !300
  call void @llvm.memset.p0.i64(ptr align 16 %398, i8 0, i64 16, i1 false), !dbg !300
    #dbg_declare(ptr %14, !301, !DIExpression(), !303)
  store i32 0, ptr %14, align 4, !dbg !303
  br label %399, !dbg !304

399:                                              ; preds = %436, %326
  %400 = load i32, ptr %14, align 4, !dbg !305
  %401 = icmp slt i32 %400, 4, !dbg !307
  br i1 %401, label %402, label %439, !dbg !308

402:                                              ; preds = %399
  %403 = load i32, ptr %14, align 4, !dbg !309
  %404 = load i32, ptr %14, align 4, !dbg !311
  %405 = sext i32 %404 to i64, !dbg !312
  %406 = getelementptr inbounds [4 x %struct.packed], ptr %13, i64 0, i64 %405, !dbg !312
  %407 = load i32, ptr %406, align 4, !dbg !313
  %408 = and i32 %403, 7, !dbg !313
  %409 = and i32 %407, -8, !dbg !313
  %410 = or i32 %409, %408, !dbg !313
  store i32 %410, ptr %406, align 4, !dbg !313
  %411 = load i32, ptr %14, align 4, !dbg !314
  %412 = sub nsw i32 0, %411, !dbg !315
  %413 = mul nsw i32 %412, 10, !dbg !316
  %414 = trunc i32 %413 to i8, !dbg !317
  %415 = sext i8 %414 to i32, !dbg !318
  %416 = load i32, ptr %14, align 4, !dbg !319
  %417 = sext i32 %416 to i64, !dbg !320
  %418 = getelementptr inbounds [4 x %struct.packed], ptr %13, i64 0, i64 %417, !dbg !320
  %419 = load i32, ptr %418, align 4, !dbg !318
  %420 = and i32 %415, 127, !dbg !318
  %421 = shl i32 %420, 13, !dbg !318
  %422 = and i32 %419, -1040385, !dbg !318
  %423 = or i32 %422, %421, !dbg !318
  store i32 %423, ptr %418, align 4, !dbg !318
  %424 = shl i32 %420, 25, !dbg !318
  %425 = ashr i32 %424, 25, !dbg !318
  %426 = load i32, ptr %14, align 4, !dbg !321
  %427 = mul nsw i32 %426, 1000, !dbg !322
  %428 = load i32, ptr %14, align 4, !dbg !323
  %429 = sext i32 %428 to i64, !dbg !324
  %430 = getelementptr inbounds [4 x %struct.packed], ptr %13, i64 0, i64 %429, !dbg !324
  %431 = load i32, ptr %430, align 4, !dbg !325
  %432 = and i32 %427, 4095, !dbg !325
  %433 = shl i32 %432, 20, !dbg !325
  %434 = and i32 %431, 1048575, !dbg !325
  %435 = or i32 %434, %433, !dbg !325
  store i32 %435, ptr %430, align 4, !dbg !325
  br label %436, !dbg !326

436:                                              ; preds = %402
  %437 = load i32, ptr %14, align 4, !dbg !327
  %438 = add nsw i32 %437, 1, !dbg !327
  store i32 %438, ptr %14, align 4, !dbg !327
  br label %399, !dbg !328, !llvm.loop !329

439:                                              ; preds = %399
    #dbg_declare(ptr %15, !331, !DIExpression(), !332)
  store i32 0, ptr %15, align 4, !dbg !332
    #dbg_declare(ptr %16, !333, !DIExpression(), !335)
  store i32 0, ptr %16, align 4, !dbg !335
  br label %440, !dbg !336

440:                                              ; preds = %464, %439
  %441 = load i32, ptr %16, align 4, !dbg !337
  %442 = icmp slt i32 %441, 4, !dbg !339
  br i1 %442, label %443, label %467, !dbg !340

443:                                              ; preds = %440
  %444 = load i32, ptr %16, align 4, !dbg !341
  %445 = sext i32 %444 to i64, !dbg !342
  %446 = getelementptr inbounds [4 x %struct.packed], ptr %13, i64 0, i64 %445, !dbg !342
  %447 = load i32, ptr %446, align 4, !dbg !343
  %448 = and i32 %447, 7, !dbg !343
  %449 = load i32, ptr %16, align 4, !dbg !344
  %450 = sext i32 %449 to i64, !dbg !345
  %451 = getelementptr inbounds [4 x %struct.packed], ptr %13, i64 0, i64 %450, !dbg !345
  %452 = load i32, ptr %451, align 4, !dbg !346
  %453 = shl i32 %452, 12, !dbg !346
  %454 = ashr i32 %453, 25, !dbg !346
  %455 = add nsw i32 %448, %454, !dbg !347
  %456 = load i32, ptr %16, align 4, !dbg !348
  %457 = sext i32 %456 to i64, !dbg !349
  %458 = getelementptr inbounds [4 x %struct.packed], ptr %13, i64 0, i64 %457, !dbg !349
  %459 = load i32, ptr %458, align 4, !dbg !350
  %460 = lshr i32 %459, 20, !dbg !350
  %461 = add nsw i32 %455, %460, !dbg !351
  %462 = load i32, ptr %15, align 4, !dbg !352
  %463 = add nsw i32 %462, %461, !dbg !352
  store i32 %463, ptr %15, align 4, !dbg !352
  br label %464, !dbg !353

464:                                              ; preds = %443
  %465 = load i32, ptr %16, align 4, !dbg !354
  %466 = add nsw i32 %465, 1, !dbg !354
  store i32 %466, ptr %16, align 4, !dbg !354
  br label %440, !dbg !355, !llvm.loop !356

467:                                              ; preds = %440
  %468 = load i32, ptr %15, align 4, !dbg !358
  %469 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %468), !dbg !359
  ret i32 0, !dbg !360
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(ptr noundef %0) #0 !dbg !361 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !366, !DIExpression(), !367)
  %3 = load ptr, ptr %2, align 8, !dbg !368
  %4 = load i32, ptr %3, align 4, !dbg !369
  %5 = and i32 %4, 7, !dbg !369
  %6 = load ptr, ptr %2, align 8, !dbg !370
  %7 = load i32, ptr %6, align 4, !dbg !371
  %8 = lshr i32 %7, 3, !dbg !371
  %9 = and i32 %8, 31, !dbg !371
  %10 = load ptr, ptr %2, align 8, !dbg !372
  %11 = load i32, ptr %10, align 4, !dbg !373
  %12 = shl i32 %11, 20, !dbg !373
  %13 = ashr i32 %12, 28, !dbg !373
  %14 = load ptr, ptr %2, align 8, !dbg !374
  %15 = load i32, ptr %14, align 4, !dbg !375
  %16 = lshr i32 %15, 12, !dbg !375
  %17 = and i32 %16, 1, !dbg !375
  %18 = load ptr, ptr %2, align 8, !dbg !376
  %19 = load i32, ptr %18, align 4, !dbg !377
  %20 = shl i32 %19, 12, !dbg !377
  %21 = ashr i32 %20, 25, !dbg !377
  %22 = load ptr, ptr %2, align 8, !dbg !378
  %23 = load i32, ptr %22, align 4, !dbg !379
  %24 = lshr i32 %23, 20, !dbg !379
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %5, i32 noundef %9, i32 noundef %13, i32 noundef %17, i32 noundef %21, i32 noundef %24), !dbg !380
  ret void, !dbg !381
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bitfields.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "f62859900f647cef3223d32fb579a3f1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 49)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 50)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 32)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 24)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 36)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 19)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !29, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 31)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !65, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61, !62, !63, !64}
!61 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!62 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54}
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"frame-pointer", i32 2}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !75, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !59, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!64}
!77 = !{}
!78 = !DILocalVariable(name: "p", scope: !74, file: !2, line: 44, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !2, line: 6, size: 32, elements: !80)
!80 = !{!81, !82, !83, !84, !85, !86}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !79, file: !2, line: 7, baseType: !63, size: 3, flags: DIFlagBitField, extraData: i64 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !79, file: !2, line: 8, baseType: !63, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !79, file: !2, line: 9, baseType: !64, size: 4, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !79, file: !2, line: 10, baseType: !63, size: 1, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !79, file: !2, line: 11, baseType: !64, size: 7, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !79, file: !2, line: 12, baseType: !63, size: 12, offset: 20, flags: DIFlagBitField, extraData: i64 0)
!87 = !DILocation(line: 44, column: 19, scope: !74)
!88 = !DILocation(line: 45, column: 5, scope: !74)
!89 = !DILocation(line: 46, column: 5, scope: !74)
!90 = !DILocation(line: 47, column: 9, scope: !74)
!91 = !DILocation(line: 48, column: 9, scope: !74)
!92 = !DILocation(line: 49, column: 9, scope: !74)
!93 = !DILocation(line: 50, column: 9, scope: !74)
!94 = !DILocation(line: 51, column: 9, scope: !74)
!95 = !DILocation(line: 52, column: 9, scope: !74)
!96 = !DILocation(line: 53, column: 5, scope: !74)
!97 = !DILocation(line: 54, column: 8, scope: !74)
!98 = !DILocation(line: 55, column: 8, scope: !74)
!99 = !DILocation(line: 56, column: 9, scope: !74)
!100 = !DILocation(line: 57, column: 9, scope: !74)
!101 = !DILocation(line: 58, column: 9, scope: !74)
!102 = !DILocation(line: 59, column: 9, scope: !74)
!103 = !DILocation(line: 60, column: 5, scope: !74)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 61, type: !64)
!105 = distinct !DILexicalBlock(scope: !74, file: !2, line: 61, column: 5)
!106 = !DILocation(line: 61, column: 14, scope: !105)
!107 = !DILocation(line: 61, column: 10, scope: !105)
!108 = !DILocation(line: 61, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 61, column: 5)
!110 = !DILocation(line: 61, column: 23, scope: !109)
!111 = !DILocation(line: 61, column: 5, scope: !105)
!112 = !DILocation(line: 62, column: 13, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 61, column: 34)
!114 = !DILocation(line: 63, column: 18, scope: !113)
!115 = !DILocation(line: 63, column: 20, scope: !113)
!116 = !DILocation(line: 63, column: 24, scope: !113)
!117 = !DILocation(line: 63, column: 29, scope: !113)
!118 = !DILocation(line: 63, column: 13, scope: !113)
!119 = !DILocation(line: 64, column: 29, scope: !113)
!120 = !DILocation(line: 64, column: 31, scope: !113)
!121 = !DILocation(line: 64, column: 36, scope: !113)
!122 = !DILocation(line: 64, column: 15, scope: !113)
!123 = !DILocation(line: 64, column: 13, scope: !113)
!124 = !DILocation(line: 65, column: 29, scope: !113)
!125 = !DILocation(line: 65, column: 31, scope: !113)
!126 = !DILocation(line: 65, column: 35, scope: !113)
!127 = !DILocation(line: 65, column: 15, scope: !113)
!128 = !DILocation(line: 65, column: 13, scope: !113)
!129 = !DILocation(line: 66, column: 18, scope: !113)
!130 = !DILocation(line: 66, column: 20, scope: !113)
!131 = !DILocation(line: 66, column: 27, scope: !113)
!132 = !DILocation(line: 66, column: 25, scope: !113)
!133 = !DILocation(line: 66, column: 30, scope: !113)
!134 = !DILocation(line: 66, column: 13, scope: !113)
!135 = !DILocation(line: 67, column: 13, scope: !136)
!136 = distinct !DILexicalBlock(scope: !113, file: !2, line: 67, column: 13)
!137 = !DILocation(line: 67, column: 15, scope: !136)
!138 = !DILocation(line: 67, column: 19, scope: !136)
!139 = !DILocation(line: 67, column: 13, scope: !113)
!140 = !DILocation(line: 68, column: 13, scope: !136)
!141 = !DILocation(line: 69, column: 5, scope: !113)
!142 = !DILocation(line: 61, column: 30, scope: !109)
!143 = !DILocation(line: 61, column: 5, scope: !109)
!144 = distinct !{!144, !111, !145, !146}
!145 = !DILocation(line: 69, column: 5, scope: !105)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !DILocation(line: 70, column: 5, scope: !74)
!148 = !DILocalVariable(name: "raw", scope: !74, file: !2, line: 72, type: !63)
!149 = !DILocation(line: 72, column: 14, scope: !74)
!150 = !DILocalVariable(name: "q", scope: !74, file: !2, line: 73, type: !79)
!151 = !DILocation(line: 73, column: 19, scope: !74)
!152 = !DILocation(line: 74, column: 5, scope: !74)
!153 = !DILocation(line: 75, column: 9, scope: !74)
!154 = !DILocation(line: 76, column: 9, scope: !74)
!155 = !DILocation(line: 77, column: 5, scope: !74)
!156 = !DILocation(line: 78, column: 33, scope: !74)
!157 = !DILocation(line: 78, column: 5, scope: !74)
!158 = !DILocalVariable(name: "h", scope: !74, file: !2, line: 79, type: !159)
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "header", file: !2, line: 15, size: 64, elements: !160)
!160 = !{!161, !162, !163, !164, !165, !166, !167}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !159, file: !2, line: 16, baseType: !63, size: 4, flags: DIFlagBitField, extraData: i64 0)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !159, file: !2, line: 17, baseType: !63, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !159, file: !2, line: 18, baseType: !63, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !159, file: !2, line: 19, baseType: !63, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !159, file: !2, line: 20, baseType: !63, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !159, file: !2, line: 21, baseType: !63, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 0)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !159, file: !2, line: 22, baseType: !63, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 0)
!168 = !DILocation(line: 79, column: 19, scope: !74)
!169 = !DILocalVariable(name: "bytes", scope: !74, file: !2, line: 80, type: !170)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !171, size: 64, elements: !15)
!171 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!172 = !DILocation(line: 80, column: 19, scope: !74)
!173 = !DILocation(line: 81, column: 5, scope: !74)
!174 = !DILocation(line: 82, column: 5, scope: !74)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 83, type: !63)
!176 = distinct !DILexicalBlock(scope: !74, file: !2, line: 83, column: 5)
!177 = !DILocation(line: 83, column: 19, scope: !176)
!178 = !DILocation(line: 83, column: 10, scope: !176)
!179 = !DILocation(line: 83, column: 26, scope: !180)
!180 = distinct !DILexicalBlock(scope: !176, file: !2, line: 83, column: 5)
!181 = !DILocation(line: 83, column: 28, scope: !180)
!182 = !DILocation(line: 83, column: 5, scope: !176)
!183 = !DILocation(line: 84, column: 31, scope: !180)
!184 = !DILocation(line: 84, column: 25, scope: !180)
!185 = !DILocation(line: 84, column: 9, scope: !180)
!186 = !DILocation(line: 83, column: 41, scope: !180)
!187 = !DILocation(line: 83, column: 5, scope: !180)
!188 = distinct !{!188, !182, !189, !146}
!189 = !DILocation(line: 84, column: 33, scope: !176)
!190 = !DILocation(line: 85, column: 69, scope: !74)
!191 = !DILocation(line: 85, column: 80, scope: !74)
!192 = !DILocation(line: 85, column: 87, scope: !74)
!193 = !DILocation(line: 85, column: 94, scope: !74)
!194 = !DILocation(line: 86, column: 14, scope: !74)
!195 = !DILocation(line: 86, column: 23, scope: !74)
!196 = !DILocation(line: 85, column: 5, scope: !74)
!197 = !DILocation(line: 87, column: 11, scope: !74)
!198 = !DILocation(line: 88, column: 16, scope: !74)
!199 = !DILocation(line: 88, column: 21, scope: !74)
!200 = !DILocation(line: 88, column: 12, scope: !74)
!201 = !DILocation(line: 89, column: 34, scope: !74)
!202 = !DILocation(line: 89, column: 41, scope: !74)
!203 = !DILocation(line: 89, column: 5, scope: !74)
!204 = !DILocalVariable(name: "w", scope: !74, file: !2, line: 90, type: !205)
!205 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wide", file: !2, line: 25, size: 128, elements: !206)
!206 = !{!207, !208, !209, !210}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !205, file: !2, line: 26, baseType: !62, size: 40, flags: DIFlagBitField, extraData: i64 0)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !205, file: !2, line: 27, baseType: !62, size: 24, offset: 40, flags: DIFlagBitField, extraData: i64 0)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "small", scope: !205, file: !2, line: 28, baseType: !64, size: 2, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "ch", scope: !205, file: !2, line: 29, baseType: !171, size: 7, offset: 72, flags: DIFlagBitField, extraData: i64 64)
!211 = !DILocation(line: 90, column: 17, scope: !74)
!212 = !DILocation(line: 91, column: 10, scope: !74)
!213 = !DILocation(line: 92, column: 10, scope: !74)
!214 = !DILocation(line: 93, column: 7, scope: !74)
!215 = !DILocation(line: 93, column: 13, scope: !74)
!216 = !DILocation(line: 94, column: 7, scope: !74)
!217 = !DILocation(line: 94, column: 10, scope: !74)
!218 = !DILocation(line: 95, column: 70, scope: !74)
!219 = !DILocation(line: 96, column: 34, scope: !74)
!220 = !DILocation(line: 96, column: 40, scope: !74)
!221 = !DILocation(line: 96, column: 49, scope: !74)
!222 = !DILocation(line: 96, column: 47, scope: !74)
!223 = !DILocation(line: 95, column: 5, scope: !74)
!224 = !DILocation(line: 97, column: 10, scope: !74)
!225 = !DILocation(line: 98, column: 7, scope: !74)
!226 = !DILocation(line: 98, column: 13, scope: !74)
!227 = !DILocation(line: 99, column: 7, scope: !74)
!228 = !DILocation(line: 99, column: 10, scope: !74)
!229 = !DILocation(line: 100, column: 62, scope: !74)
!230 = !DILocation(line: 100, column: 68, scope: !74)
!231 = !DILocation(line: 100, column: 77, scope: !74)
!232 = !DILocation(line: 100, column: 75, scope: !74)
!233 = !DILocation(line: 100, column: 5, scope: !74)
!234 = !DILocalVariable(name: "sum", scope: !74, file: !2, line: 101, type: !62)
!235 = !DILocation(line: 101, column: 24, scope: !74)
!236 = !DILocalVariable(name: "i", scope: !237, file: !2, line: 102, type: !64)
!237 = distinct !DILexicalBlock(scope: !74, file: !2, line: 102, column: 5)
!238 = !DILocation(line: 102, column: 14, scope: !237)
!239 = !DILocation(line: 102, column: 10, scope: !237)
!240 = !DILocation(line: 102, column: 21, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !2, line: 102, column: 5)
!242 = !DILocation(line: 102, column: 23, scope: !241)
!243 = !DILocation(line: 102, column: 5, scope: !237)
!244 = !DILocation(line: 103, column: 18, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !2, line: 102, column: 35)
!246 = !DILocation(line: 103, column: 21, scope: !245)
!247 = !DILocation(line: 103, column: 25, scope: !245)
!248 = !DILocation(line: 103, column: 14, scope: !245)
!249 = !DILocation(line: 104, column: 19, scope: !245)
!250 = !DILocation(line: 104, column: 14, scope: !245)
!251 = !DILocation(line: 105, column: 18, scope: !245)
!252 = !DILocation(line: 105, column: 25, scope: !245)
!253 = !DILocation(line: 105, column: 21, scope: !245)
!254 = !DILocation(line: 105, column: 13, scope: !245)
!255 = !DILocation(line: 106, column: 5, scope: !245)
!256 = !DILocation(line: 102, column: 31, scope: !241)
!257 = !DILocation(line: 102, column: 5, scope: !241)
!258 = distinct !{!258, !243, !259, !146}
!259 = !DILocation(line: 106, column: 5, scope: !237)
!260 = !DILocation(line: 107, column: 52, scope: !74)
!261 = !DILocation(line: 107, column: 79, scope: !74)
!262 = !DILocation(line: 108, column: 34, scope: !74)
!263 = !DILocation(line: 107, column: 5, scope: !74)
!264 = !DILocalVariable(name: "m", scope: !74, file: !2, line: 109, type: !265)
!265 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 32, size: 64, elements: !266)
!266 = !{!267, !268, !269, !270}
!267 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !265, file: !2, line: 33, baseType: !4, size: 8)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !265, file: !2, line: 34, baseType: !64, size: 10, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !265, file: !2, line: 35, baseType: !64, size: 10, offset: 18, flags: DIFlagBitField, extraData: i64 8)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !265, file: !2, line: 36, baseType: !271, size: 16, offset: 32)
!271 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!272 = !DILocation(line: 109, column: 18, scope: !74)
!273 = !DILocation(line: 110, column: 37, scope: !74)
!274 = !DILocation(line: 110, column: 35, scope: !74)
!275 = !DILocation(line: 110, column: 44, scope: !74)
!276 = !DILocation(line: 110, column: 49, scope: !74)
!277 = !DILocation(line: 110, column: 54, scope: !74)
!278 = !DILocation(line: 110, column: 52, scope: !74)
!279 = !DILocation(line: 110, column: 5, scope: !74)
!280 = !DILocation(line: 111, column: 13, scope: !74)
!281 = !DILocation(line: 111, column: 15, scope: !74)
!282 = !DILocation(line: 111, column: 7, scope: !74)
!283 = !DILocation(line: 111, column: 9, scope: !74)
!284 = !DILocation(line: 112, column: 14, scope: !74)
!285 = !DILocation(line: 112, column: 11, scope: !74)
!286 = !DILocation(line: 112, column: 7, scope: !74)
!287 = !DILocation(line: 112, column: 9, scope: !74)
!288 = !DILocation(line: 113, column: 37, scope: !74)
!289 = !DILocation(line: 113, column: 35, scope: !74)
!290 = !DILocation(line: 113, column: 44, scope: !74)
!291 = !DILocation(line: 113, column: 49, scope: !74)
!292 = !DILocation(line: 113, column: 54, scope: !74)
!293 = !DILocation(line: 113, column: 52, scope: !74)
!294 = !DILocation(line: 113, column: 5, scope: !74)
!295 = !DILocalVariable(name: "arr", scope: !74, file: !2, line: 114, type: !296)
!296 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 128, elements: !297)
!297 = !{!298}
!298 = !DISubrange(count: 4)
!299 = !DILocation(line: 114, column: 19, scope: !74)
!300 = !DILocation(line: 115, column: 5, scope: !74)
!301 = !DILocalVariable(name: "i", scope: !302, file: !2, line: 116, type: !64)
!302 = distinct !DILexicalBlock(scope: !74, file: !2, line: 116, column: 5)
!303 = !DILocation(line: 116, column: 14, scope: !302)
!304 = !DILocation(line: 116, column: 10, scope: !302)
!305 = !DILocation(line: 116, column: 21, scope: !306)
!306 = distinct !DILexicalBlock(scope: !302, file: !2, line: 116, column: 5)
!307 = !DILocation(line: 116, column: 23, scope: !306)
!308 = !DILocation(line: 116, column: 5, scope: !302)
!309 = !DILocation(line: 117, column: 30, scope: !310)
!310 = distinct !DILexicalBlock(scope: !306, file: !2, line: 116, column: 33)
!311 = !DILocation(line: 117, column: 13, scope: !310)
!312 = !DILocation(line: 117, column: 9, scope: !310)
!313 = !DILocation(line: 117, column: 18, scope: !310)
!314 = !DILocation(line: 118, column: 35, scope: !310)
!315 = !DILocation(line: 118, column: 34, scope: !310)
!316 = !DILocation(line: 118, column: 37, scope: !310)
!317 = !DILocation(line: 118, column: 20, scope: !310)
!318 = !DILocation(line: 118, column: 18, scope: !310)
!319 = !DILocation(line: 118, column: 13, scope: !310)
!320 = !DILocation(line: 118, column: 9, scope: !310)
!321 = !DILocation(line: 119, column: 31, scope: !310)
!322 = !DILocation(line: 119, column: 33, scope: !310)
!323 = !DILocation(line: 119, column: 13, scope: !310)
!324 = !DILocation(line: 119, column: 9, scope: !310)
!325 = !DILocation(line: 119, column: 18, scope: !310)
!326 = !DILocation(line: 120, column: 5, scope: !310)
!327 = !DILocation(line: 116, column: 29, scope: !306)
!328 = !DILocation(line: 116, column: 5, scope: !306)
!329 = distinct !{!329, !308, !330, !146}
!330 = !DILocation(line: 120, column: 5, scope: !302)
!331 = !DILocalVariable(name: "tot", scope: !74, file: !2, line: 121, type: !64)
!332 = !DILocation(line: 121, column: 9, scope: !74)
!333 = !DILocalVariable(name: "i", scope: !334, file: !2, line: 122, type: !64)
!334 = distinct !DILexicalBlock(scope: !74, file: !2, line: 122, column: 5)
!335 = !DILocation(line: 122, column: 14, scope: !334)
!336 = !DILocation(line: 122, column: 10, scope: !334)
!337 = !DILocation(line: 122, column: 21, scope: !338)
!338 = distinct !DILexicalBlock(scope: !334, file: !2, line: 122, column: 5)
!339 = !DILocation(line: 122, column: 23, scope: !338)
!340 = !DILocation(line: 122, column: 5, scope: !334)
!341 = !DILocation(line: 123, column: 20, scope: !338)
!342 = !DILocation(line: 123, column: 16, scope: !338)
!343 = !DILocation(line: 123, column: 23, scope: !338)
!344 = !DILocation(line: 123, column: 31, scope: !338)
!345 = !DILocation(line: 123, column: 27, scope: !338)
!346 = !DILocation(line: 123, column: 34, scope: !338)
!347 = !DILocation(line: 123, column: 25, scope: !338)
!348 = !DILocation(line: 123, column: 47, scope: !338)
!349 = !DILocation(line: 123, column: 43, scope: !338)
!350 = !DILocation(line: 123, column: 50, scope: !338)
!351 = !DILocation(line: 123, column: 36, scope: !338)
!352 = !DILocation(line: 123, column: 13, scope: !338)
!353 = !DILocation(line: 123, column: 9, scope: !338)
!354 = !DILocation(line: 122, column: 29, scope: !338)
!355 = !DILocation(line: 122, column: 5, scope: !338)
!356 = distinct !{!356, !340, !357, !146}
!357 = !DILocation(line: 123, column: 50, scope: !334)
!358 = !DILocation(line: 124, column: 32, scope: !74)
!359 = !DILocation(line: 124, column: 5, scope: !74)
!360 = !DILocation(line: 125, column: 5, scope: !74)
!361 = distinct !DISubprogram(name: "dump", scope: !2, file: !2, line: 39, type: !362, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !59, retainedNodes: !77)
!362 = !DISubroutineType(types: !363)
!363 = !{null, !364}
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!365 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!366 = !DILocalVariable(name: "p", arg: 1, scope: !361, file: !2, line: 39, type: !364)
!367 = !DILocation(line: 39, column: 39, scope: !361)
!368 = !DILocation(line: 40, column: 47, scope: !361)
!369 = !DILocation(line: 40, column: 50, scope: !361)
!370 = !DILocation(line: 40, column: 53, scope: !361)
!371 = !DILocation(line: 40, column: 56, scope: !361)
!372 = !DILocation(line: 40, column: 59, scope: !361)
!373 = !DILocation(line: 40, column: 62, scope: !361)
!374 = !DILocation(line: 40, column: 65, scope: !361)
!375 = !DILocation(line: 40, column: 68, scope: !361)
!376 = !DILocation(line: 40, column: 71, scope: !361)
!377 = !DILocation(line: 40, column: 74, scope: !361)
!378 = !DILocation(line: 40, column: 77, scope: !361)
!379 = !DILocation(line: 40, column: 80, scope: !361)
!380 = !DILocation(line: 40, column: 5, scope: !361)
!381 = !DILocation(line: 41, column: 1, scope: !361)
