; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.packed = type { i32 }
%struct.header = type { i32, i32 }
%struct.wide = type <{ [5 x i8], i32, i8, [2 x i8] }>
%struct.mixed = type { i8, [3 x i8], i16, [2 x i8] }

@.str = private unnamed_addr constant [49 x i8] c"sizeof packed=%zu header=%zu wide=%zu mixed=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"raw layout %08x\0A\00", align 1, !dbg !7
@__const.main.h = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 84, i8 0, i8 -36, i8 5, i8 -17, i8 -66, i8 -110, i8 38 }, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"header:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [50 x i8] c"\0Aversion=%u ihl=%u len=%u id=%x flags=%u frag=%u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [16 x i8] c"len=%u frag=%u\0A\00", align 1, !dbg !27
@__const.main.w = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, [2 x i8] undef }, align 4
@.str.6 = private unnamed_addr constant [32 x i8] c"lo=%llu hi=%llu small=%d ch=%u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [24 x i8] c"lo=%llu small=%d ch=%u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [36 x i8] c"wide loop sum=%llu lo=%llu hi=%llu\0A\00", align 1, !dbg !42
@__const.main.m = private unnamed_addr constant { i8, i8, i8, i8, i16, [2 x i8] } { i8 113, i8 0, i8 -2, i8 7, i16 -3, [2 x i8] undef }, align 4
@.str.9 = private unnamed_addr constant [19 x i8] c"mixed %c %d %d %d\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [16 x i8] c"array total=%d\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [31 x i8] c"a=%u b=%u c=%d d=%u e=%d f=%u\0A\00", align 1, !dbg !54

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !75 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.packed, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.packed, align 4
  %6 = alloca %struct.header, align 4
  %7 = alloca [8 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca %struct.wide, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.mixed, align 4
  %13 = alloca [4 x %struct.packed], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !79, !DIExpression(), !88)
  call void @llvm.memset.p0.i32(ptr align 4 %2, i8 0, i32 4, i1 false), !dbg !89
  call void @dump(ptr noundef %2), !dbg !90
  %17 = load i32, ptr %2, align 4, !dbg !91
  %18 = and i32 %17, -8, !dbg !91
  %19 = or i32 %18, 5, !dbg !91
  store i32 %19, ptr %2, align 4, !dbg !91
  %20 = load i32, ptr %2, align 4, !dbg !92
  %21 = and i32 %20, -249, !dbg !92
  %22 = or i32 %21, 248, !dbg !92
  store i32 %22, ptr %2, align 4, !dbg !92
  %23 = load i32, ptr %2, align 4, !dbg !93
  %24 = and i32 %23, -3841, !dbg !93
  %25 = or i32 %24, 2048, !dbg !93
  store i32 %25, ptr %2, align 4, !dbg !93
  %26 = load i32, ptr %2, align 4, !dbg !94
  %27 = and i32 %26, -4097, !dbg !94
  %28 = or i32 %27, 4096, !dbg !94
  store i32 %28, ptr %2, align 4, !dbg !94
  %29 = load i32, ptr %2, align 4, !dbg !95
  %30 = and i32 %29, -1040385, !dbg !95
  %31 = or i32 %30, 524288, !dbg !95
  store i32 %31, ptr %2, align 4, !dbg !95
  %32 = load i32, ptr %2, align 4, !dbg !96
  %33 = and i32 %32, 1048575, !dbg !96
  %34 = or i32 %33, -1048576, !dbg !96
  store i32 %34, ptr %2, align 4, !dbg !96
  call void @dump(ptr noundef %2), !dbg !97
  %35 = load i32, ptr %2, align 4, !dbg !98
  %36 = and i32 %35, 7, !dbg !98
  %37 = add i32 %36, 1, !dbg !98
  %38 = load i32, ptr %2, align 4, !dbg !98
  %39 = and i32 %37, 7, !dbg !98
  %40 = and i32 %38, -8, !dbg !98
  %41 = or i32 %40, %39, !dbg !98
  store i32 %41, ptr %2, align 4, !dbg !98
  %42 = load i32, ptr %2, align 4, !dbg !99
  %43 = lshr i32 %42, 3, !dbg !99
  %44 = and i32 %43, 31, !dbg !99
  %45 = add i32 %44, 1, !dbg !99
  %46 = load i32, ptr %2, align 4, !dbg !99
  %47 = and i32 %45, 31, !dbg !99
  %48 = shl i32 %47, 3, !dbg !99
  %49 = and i32 %46, -249, !dbg !99
  %50 = or i32 %49, %48, !dbg !99
  store i32 %50, ptr %2, align 4, !dbg !99
  %51 = load i32, ptr %2, align 4, !dbg !100
  %52 = and i32 %51, -3841, !dbg !100
  %53 = or i32 %52, 1792, !dbg !100
  store i32 %53, ptr %2, align 4, !dbg !100
  %54 = load i32, ptr %2, align 4, !dbg !101
  %55 = and i32 %54, -4097, !dbg !101
  %56 = or i32 %55, 0, !dbg !101
  store i32 %56, ptr %2, align 4, !dbg !101
  %57 = load i32, ptr %2, align 4, !dbg !102
  %58 = and i32 %57, -1040385, !dbg !102
  %59 = or i32 %58, 516096, !dbg !102
  store i32 %59, ptr %2, align 4, !dbg !102
  %60 = load i32, ptr %2, align 4, !dbg !103
  %61 = lshr i32 %60, 20, !dbg !103
  %62 = add nsw i32 %61, 2, !dbg !103
  %63 = load i32, ptr %2, align 4, !dbg !103
  %64 = and i32 %62, 4095, !dbg !103
  %65 = shl i32 %64, 20, !dbg !103
  %66 = and i32 %63, 1048575, !dbg !103
  %67 = or i32 %66, %65, !dbg !103
  store i32 %67, ptr %2, align 4, !dbg !103
  call void @dump(ptr noundef %2), !dbg !104
    #dbg_declare(ptr %3, !105, !DIExpression(), !107)
  store i32 0, ptr %3, align 4, !dbg !107
  br label %68, !dbg !108

68:                                               ; preds = %130, %0
  %69 = load i32, ptr %3, align 4, !dbg !109
  %70 = icmp slt i32 %69, 20, !dbg !111
  br i1 %70, label %71, label %133, !dbg !112

71:                                               ; preds = %68
  %72 = load i32, ptr %2, align 4, !dbg !113
  %73 = and i32 %72, 7, !dbg !113
  %74 = add nsw i32 %73, 3, !dbg !113
  %75 = load i32, ptr %2, align 4, !dbg !113
  %76 = and i32 %74, 7, !dbg !113
  %77 = and i32 %75, -8, !dbg !113
  %78 = or i32 %77, %76, !dbg !113
  store i32 %78, ptr %2, align 4, !dbg !113
  %79 = load i32, ptr %2, align 4, !dbg !115
  %80 = lshr i32 %79, 3, !dbg !115
  %81 = and i32 %80, 31, !dbg !115
  %82 = mul nsw i32 %81, 7, !dbg !116
  %83 = add nsw i32 %82, 1, !dbg !117
  %84 = and i32 %83, 31, !dbg !118
  %85 = load i32, ptr %2, align 4, !dbg !119
  %86 = and i32 %84, 31, !dbg !119
  %87 = shl i32 %86, 3, !dbg !119
  %88 = and i32 %85, -249, !dbg !119
  %89 = or i32 %88, %87, !dbg !119
  store i32 %89, ptr %2, align 4, !dbg !119
  %90 = load i32, ptr %3, align 4, !dbg !120
  %91 = srem i32 %90, 16, !dbg !121
  %92 = sub nsw i32 %91, 8, !dbg !122
  %93 = trunc i32 %92 to i8, !dbg !123
  %94 = sext i8 %93 to i32, !dbg !124
  %95 = load i32, ptr %2, align 4, !dbg !124
  %96 = and i32 %94, 15, !dbg !124
  %97 = shl i32 %96, 8, !dbg !124
  %98 = and i32 %95, -3841, !dbg !124
  %99 = or i32 %98, %97, !dbg !124
  store i32 %99, ptr %2, align 4, !dbg !124
  %100 = shl i32 %96, 28, !dbg !124
  %101 = ashr i32 %100, 28, !dbg !124
  %102 = load i32, ptr %3, align 4, !dbg !125
  %103 = mul nsw i32 %102, 5, !dbg !126
  %104 = sub nsw i32 %103, 50, !dbg !127
  %105 = trunc i32 %104 to i8, !dbg !128
  %106 = sext i8 %105 to i32, !dbg !129
  %107 = load i32, ptr %2, align 4, !dbg !129
  %108 = and i32 %106, 127, !dbg !129
  %109 = shl i32 %108, 13, !dbg !129
  %110 = and i32 %107, -1040385, !dbg !129
  %111 = or i32 %110, %109, !dbg !129
  store i32 %111, ptr %2, align 4, !dbg !129
  %112 = shl i32 %108, 25, !dbg !129
  %113 = ashr i32 %112, 25, !dbg !129
  %114 = load i32, ptr %2, align 4, !dbg !130
  %115 = lshr i32 %114, 20, !dbg !130
  %116 = mul nsw i32 %115, 33, !dbg !131
  %117 = load i32, ptr %3, align 4, !dbg !132
  %118 = add nsw i32 %116, %117, !dbg !133
  %119 = and i32 %118, 4095, !dbg !134
  %120 = load i32, ptr %2, align 4, !dbg !135
  %121 = and i32 %119, 4095, !dbg !135
  %122 = shl i32 %121, 20, !dbg !135
  %123 = and i32 %120, 1048575, !dbg !135
  %124 = or i32 %123, %122, !dbg !135
  store i32 %124, ptr %2, align 4, !dbg !135
  %125 = load i32, ptr %3, align 4, !dbg !136
  %126 = srem i32 %125, 4, !dbg !138
  %127 = icmp eq i32 %126, 0, !dbg !139
  br i1 %127, label %128, label %129, !dbg !140

128:                                              ; preds = %71
  call void @dump(ptr noundef %2), !dbg !141
  br label %129, !dbg !141

129:                                              ; preds = %128, %71
  br label %130, !dbg !142

130:                                              ; preds = %129
  %131 = load i32, ptr %3, align 4, !dbg !143
  %132 = add nsw i32 %131, 1, !dbg !143
  store i32 %132, ptr %3, align 4, !dbg !143
  br label %68, !dbg !144, !llvm.loop !145

133:                                              ; preds = %68
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 4, i32 noundef 8, i32 noundef 12, i32 noundef 8), !dbg !148
    #dbg_declare(ptr %4, !149, !DIExpression(), !150)
    #dbg_declare(ptr %5, !151, !DIExpression(), !152)
  call void @llvm.memset.p0.i32(ptr align 4 %5, i8 0, i32 4, i1 false), !dbg !153
  %135 = load i32, ptr %5, align 4, !dbg !154
  %136 = and i32 %135, -8, !dbg !154
  %137 = or i32 %136, 7, !dbg !154
  store i32 %137, ptr %5, align 4, !dbg !154
  %138 = load i32, ptr %5, align 4, !dbg !155
  %139 = and i32 %138, -3841, !dbg !155
  %140 = or i32 %139, 3840, !dbg !155
  store i32 %140, ptr %5, align 4, !dbg !155
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 %5, i32 4, i1 false), !dbg !156
  %141 = load i32, ptr %4, align 4, !dbg !157
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %141), !dbg !158
    #dbg_declare(ptr %6, !159, !DIExpression(), !169)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.h, i32 8, i1 false), !dbg !169
    #dbg_declare(ptr %7, !170, !DIExpression(), !173)
  %143 = getelementptr inbounds [8 x i8], ptr %7, i32 0, i32 0, !dbg !174
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %143, ptr align 4 %6, i32 8, i1 false), !dbg !174
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !175
    #dbg_declare(ptr %8, !176, !DIExpression(), !178)
  store i32 0, ptr %8, align 4, !dbg !178
  br label %145, !dbg !179

145:                                              ; preds = %154, %133
  %146 = load i32, ptr %8, align 4, !dbg !180
  %147 = icmp ult i32 %146, 8, !dbg !182
  br i1 %147, label %148, label %157, !dbg !183

148:                                              ; preds = %145
  %149 = load i32, ptr %8, align 4, !dbg !184
  %150 = getelementptr inbounds [8 x i8], ptr %7, i32 0, i32 %149, !dbg !185
  %151 = load i8, ptr %150, align 1, !dbg !185
  %152 = zext i8 %151 to i32, !dbg !185
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %152), !dbg !186
  br label %154, !dbg !186

154:                                              ; preds = %148
  %155 = load i32, ptr %8, align 4, !dbg !187
  %156 = add i32 %155, 1, !dbg !187
  store i32 %156, ptr %8, align 4, !dbg !187
  br label %145, !dbg !188, !llvm.loop !189

157:                                              ; preds = %145
  %158 = load i32, ptr %6, align 4, !dbg !191
  %159 = and i32 %158, 15, !dbg !191
  %160 = load i32, ptr %6, align 4, !dbg !192
  %161 = lshr i32 %160, 4, !dbg !192
  %162 = and i32 %161, 15, !dbg !192
  %163 = load i32, ptr %6, align 4, !dbg !193
  %164 = lshr i32 %163, 16, !dbg !193
  %165 = getelementptr inbounds %struct.header, ptr %6, i32 0, i32 1, !dbg !194
  %166 = load i32, ptr %165, align 4, !dbg !194
  %167 = and i32 %166, 65535, !dbg !194
  %168 = getelementptr inbounds %struct.header, ptr %6, i32 0, i32 1, !dbg !195
  %169 = load i32, ptr %168, align 4, !dbg !195
  %170 = lshr i32 %169, 16, !dbg !195
  %171 = and i32 %170, 7, !dbg !195
  %172 = getelementptr inbounds %struct.header, ptr %6, i32 0, i32 1, !dbg !196
  %173 = load i32, ptr %172, align 4, !dbg !196
  %174 = lshr i32 %173, 19, !dbg !196
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %159, i32 noundef %162, i32 noundef %164, i32 noundef %167, i32 noundef %171, i32 noundef %174), !dbg !197
  %176 = load i32, ptr %6, align 4, !dbg !198
  %177 = lshr i32 %176, 16, !dbg !198
  %178 = sub nsw i32 %177, 1501, !dbg !198
  %179 = load i32, ptr %6, align 4, !dbg !198
  %180 = and i32 %178, 65535, !dbg !198
  %181 = shl i32 %180, 16, !dbg !198
  %182 = and i32 %179, 65535, !dbg !198
  %183 = or i32 %182, %181, !dbg !198
  store i32 %183, ptr %6, align 4, !dbg !198
  %184 = getelementptr inbounds %struct.header, ptr %6, i32 0, i32 1, !dbg !199
  %185 = load i32, ptr %184, align 4, !dbg !199
  %186 = lshr i32 %185, 19, !dbg !199
  %187 = mul nsw i32 %186, 9, !dbg !200
  %188 = getelementptr inbounds %struct.header, ptr %6, i32 0, i32 1, !dbg !201
  %189 = load i32, ptr %188, align 4, !dbg !202
  %190 = and i32 %187, 8191, !dbg !202
  %191 = shl i32 %190, 19, !dbg !202
  %192 = and i32 %189, 524287, !dbg !202
  %193 = or i32 %192, %191, !dbg !202
  store i32 %193, ptr %188, align 4, !dbg !202
  %194 = load i32, ptr %6, align 4, !dbg !203
  %195 = lshr i32 %194, 16, !dbg !203
  %196 = getelementptr inbounds %struct.header, ptr %6, i32 0, i32 1, !dbg !204
  %197 = load i32, ptr %196, align 4, !dbg !204
  %198 = lshr i32 %197, 19, !dbg !204
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %195, i32 noundef %198), !dbg !205
    #dbg_declare(ptr %9, !206, !DIExpression(), !213)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 @__const.main.w, i32 12, i1 false), !dbg !213
  store i40 -1, ptr %9, align 4, !dbg !214
  %200 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !215
  %201 = load i32, ptr %200, align 1, !dbg !216
  %202 = and i32 %201, -16777216, !dbg !216
  %203 = or i32 %202, 11259375, !dbg !216
  store i32 %203, ptr %200, align 1, !dbg !216
  %204 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !217
  %205 = load i32, ptr %204, align 1, !dbg !218
  %206 = and i32 %205, -50331649, !dbg !218
  %207 = or i32 %206, 33554432, !dbg !218
  store i32 %207, ptr %204, align 1, !dbg !218
  %208 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 2, !dbg !219
  %209 = load i8, ptr %208, align 1, !dbg !220
  %210 = and i8 %209, -128, !dbg !220
  %211 = or i8 %210, 100, !dbg !220
  store i8 %211, ptr %208, align 1, !dbg !220
  %212 = load i40, ptr %9, align 4, !dbg !221
  %213 = zext i40 %212 to i64, !dbg !221
  %214 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !222
  %215 = load i32, ptr %214, align 1, !dbg !222
  %216 = and i32 %215, 16777215, !dbg !222
  %217 = zext i32 %216 to i64, !dbg !222
  %218 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !223
  %219 = load i32, ptr %218, align 1, !dbg !223
  %220 = shl i32 %219, 6, !dbg !223
  %221 = ashr i32 %220, 30, !dbg !223
  %222 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 2, !dbg !224
  %223 = load i8, ptr %222, align 1, !dbg !224
  %224 = and i8 %223, 127, !dbg !224
  %225 = zext i8 %224 to i32, !dbg !225
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %213, i64 noundef %217, i32 noundef %221, i32 noundef %225), !dbg !226
  %227 = load i40, ptr %9, align 4, !dbg !227
  %228 = zext i40 %227 to i64, !dbg !227
  %229 = add i64 %228, 1, !dbg !227
  %230 = trunc i64 %229 to i40, !dbg !227
  store i40 %230, ptr %9, align 4, !dbg !227
  %231 = zext i40 %230 to i64, !dbg !227
  %232 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !228
  %233 = load i32, ptr %232, align 1, !dbg !229
  %234 = shl i32 %233, 6, !dbg !229
  %235 = ashr i32 %234, 30, !dbg !229
  %236 = add nsw i32 %235, 1, !dbg !229
  %237 = load i32, ptr %232, align 1, !dbg !229
  %238 = and i32 %236, 3, !dbg !229
  %239 = shl i32 %238, 24, !dbg !229
  %240 = and i32 %237, -50331649, !dbg !229
  %241 = or i32 %240, %239, !dbg !229
  store i32 %241, ptr %232, align 1, !dbg !229
  %242 = shl i32 %238, 30, !dbg !229
  %243 = ashr i32 %242, 30, !dbg !229
  %244 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 2, !dbg !230
  %245 = load i8, ptr %244, align 1, !dbg !231
  %246 = and i8 %245, 127, !dbg !231
  %247 = zext i8 %246 to i32, !dbg !231
  %248 = add nsw i32 %247, 30, !dbg !231
  %249 = trunc i32 %248 to i8, !dbg !231
  %250 = load i8, ptr %244, align 1, !dbg !231
  %251 = and i8 %249, 127, !dbg !231
  %252 = and i8 %250, -128, !dbg !231
  %253 = or i8 %252, %251, !dbg !231
  store i8 %253, ptr %244, align 1, !dbg !231
  %254 = load i40, ptr %9, align 4, !dbg !232
  %255 = zext i40 %254 to i64, !dbg !232
  %256 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !233
  %257 = load i32, ptr %256, align 1, !dbg !233
  %258 = shl i32 %257, 6, !dbg !233
  %259 = ashr i32 %258, 30, !dbg !233
  %260 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 2, !dbg !234
  %261 = load i8, ptr %260, align 1, !dbg !234
  %262 = and i8 %261, 127, !dbg !234
  %263 = zext i8 %262 to i32, !dbg !235
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %255, i32 noundef %259, i32 noundef %263), !dbg !236
    #dbg_declare(ptr %10, !237, !DIExpression(), !238)
  store i64 0, ptr %10, align 8, !dbg !238
    #dbg_declare(ptr %11, !239, !DIExpression(), !241)
  store i32 0, ptr %11, align 4, !dbg !241
  br label %265, !dbg !242

265:                                              ; preds = %297, %157
  %266 = load i32, ptr %11, align 4, !dbg !243
  %267 = icmp slt i32 %266, 100, !dbg !245
  br i1 %267, label %268, label %300, !dbg !246

268:                                              ; preds = %265
  %269 = load i40, ptr %9, align 4, !dbg !247
  %270 = zext i40 %269 to i64, !dbg !247
  %271 = mul i64 %270, 3, !dbg !249
  %272 = add i64 %271, 7, !dbg !250
  %273 = trunc i64 %272 to i40, !dbg !251
  store i40 %273, ptr %9, align 4, !dbg !251
  %274 = zext i40 %273 to i64, !dbg !251
  %275 = load i40, ptr %9, align 4, !dbg !252
  %276 = zext i40 %275 to i64, !dbg !252
  %277 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !253
  %278 = load i32, ptr %277, align 1, !dbg !254
  %279 = and i32 %278, 16777215, !dbg !254
  %280 = zext i32 %279 to i64, !dbg !254
  %281 = xor i64 %280, %276, !dbg !254
  %282 = trunc i64 %281 to i32, !dbg !254
  %283 = load i32, ptr %277, align 1, !dbg !254
  %284 = and i32 %282, 16777215, !dbg !254
  %285 = and i32 %283, -16777216, !dbg !254
  %286 = or i32 %285, %284, !dbg !254
  store i32 %286, ptr %277, align 1, !dbg !254
  %287 = zext i32 %284 to i64, !dbg !254
  %288 = load i40, ptr %9, align 4, !dbg !255
  %289 = zext i40 %288 to i64, !dbg !255
  %290 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !256
  %291 = load i32, ptr %290, align 1, !dbg !256
  %292 = and i32 %291, 16777215, !dbg !256
  %293 = zext i32 %292 to i64, !dbg !256
  %294 = add i64 %289, %293, !dbg !257
  %295 = load i64, ptr %10, align 8, !dbg !258
  %296 = add i64 %295, %294, !dbg !258
  store i64 %296, ptr %10, align 8, !dbg !258
  br label %297, !dbg !259

297:                                              ; preds = %268
  %298 = load i32, ptr %11, align 4, !dbg !260
  %299 = add nsw i32 %298, 1, !dbg !260
  store i32 %299, ptr %11, align 4, !dbg !260
  br label %265, !dbg !261, !llvm.loop !262

300:                                              ; preds = %265
  %301 = load i64, ptr %10, align 8, !dbg !264
  %302 = load i40, ptr %9, align 4, !dbg !265
  %303 = zext i40 %302 to i64, !dbg !265
  %304 = getelementptr inbounds %struct.wide, ptr %9, i32 0, i32 1, !dbg !266
  %305 = load i32, ptr %304, align 1, !dbg !266
  %306 = and i32 %305, 16777215, !dbg !266
  %307 = zext i32 %306 to i64, !dbg !266
  %308 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %301, i64 noundef %303, i64 noundef %307), !dbg !267
    #dbg_declare(ptr %12, !268, !DIExpression(), !276)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 @__const.main.m, i32 8, i1 false), !dbg !276
  %309 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 0, !dbg !277
  %310 = load i8, ptr %309, align 4, !dbg !277
  %311 = sext i8 %310 to i32, !dbg !278
  %312 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !279
  %313 = load i24, ptr %312, align 1, !dbg !279
  %314 = shl i24 %313, 14, !dbg !279
  %315 = ashr i24 %314, 14, !dbg !279
  %316 = sext i24 %315 to i32, !dbg !279
  %317 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !280
  %318 = load i24, ptr %317, align 1, !dbg !280
  %319 = shl i24 %318, 4, !dbg !280
  %320 = ashr i24 %319, 14, !dbg !280
  %321 = sext i24 %320 to i32, !dbg !280
  %322 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 2, !dbg !281
  %323 = load i16, ptr %322, align 4, !dbg !281
  %324 = sext i16 %323 to i32, !dbg !282
  %325 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %311, i32 noundef %316, i32 noundef %321, i32 noundef %324), !dbg !283
  %326 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !284
  %327 = load i24, ptr %326, align 1, !dbg !284
  %328 = shl i24 %327, 14, !dbg !284
  %329 = ashr i24 %328, 14, !dbg !284
  %330 = sext i24 %329 to i32, !dbg !284
  %331 = add nsw i32 %330, 1000, !dbg !285
  %332 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !286
  %333 = trunc i32 %331 to i24, !dbg !287
  %334 = load i24, ptr %332, align 1, !dbg !287
  %335 = and i24 %333, 1023, !dbg !287
  %336 = and i24 %334, -1024, !dbg !287
  %337 = or i24 %336, %335, !dbg !287
  store i24 %337, ptr %332, align 1, !dbg !287
  %338 = shl i24 %335, 14, !dbg !287
  %339 = ashr i24 %338, 14, !dbg !287
  %340 = sext i24 %339 to i32, !dbg !287
  %341 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !288
  %342 = load i24, ptr %341, align 1, !dbg !288
  %343 = shl i24 %342, 4, !dbg !288
  %344 = ashr i24 %343, 14, !dbg !288
  %345 = sext i24 %344 to i32, !dbg !288
  %346 = sub nsw i32 0, %345, !dbg !289
  %347 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !290
  %348 = trunc i32 %346 to i24, !dbg !291
  %349 = load i24, ptr %347, align 1, !dbg !291
  %350 = and i24 %348, 1023, !dbg !291
  %351 = shl i24 %350, 10, !dbg !291
  %352 = and i24 %349, -1047553, !dbg !291
  %353 = or i24 %352, %351, !dbg !291
  store i24 %353, ptr %347, align 1, !dbg !291
  %354 = shl i24 %350, 14, !dbg !291
  %355 = ashr i24 %354, 14, !dbg !291
  %356 = sext i24 %355 to i32, !dbg !291
  %357 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 0, !dbg !292
  %358 = load i8, ptr %357, align 4, !dbg !292
  %359 = sext i8 %358 to i32, !dbg !293
  %360 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !294
  %361 = load i24, ptr %360, align 1, !dbg !294
  %362 = shl i24 %361, 14, !dbg !294
  %363 = ashr i24 %362, 14, !dbg !294
  %364 = sext i24 %363 to i32, !dbg !294
  %365 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 1, !dbg !295
  %366 = load i24, ptr %365, align 1, !dbg !295
  %367 = shl i24 %366, 4, !dbg !295
  %368 = ashr i24 %367, 14, !dbg !295
  %369 = sext i24 %368 to i32, !dbg !295
  %370 = getelementptr inbounds %struct.mixed, ptr %12, i32 0, i32 2, !dbg !296
  %371 = load i16, ptr %370, align 4, !dbg !296
  %372 = sext i16 %371 to i32, !dbg !297
  %373 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %359, i32 noundef %364, i32 noundef %369, i32 noundef %372), !dbg !298
    #dbg_declare(ptr %13, !299, !DIExpression(), !303)
  %374 = getelementptr inbounds [4 x %struct.packed], ptr %13, i32 0, i32 0, !dbg !304
  call void @llvm.memset.p0.i32(ptr align 4 %374, i8 0, i32 16, i1 false), !dbg !304
    #dbg_declare(ptr %14, !305, !DIExpression(), !307)
  store i32 0, ptr %14, align 4, !dbg !307
  br label %375, !dbg !308

375:                                              ; preds = %409, %300
  %376 = load i32, ptr %14, align 4, !dbg !309
  %377 = icmp slt i32 %376, 4, !dbg !311
  br i1 %377, label %378, label %412, !dbg !312

378:                                              ; preds = %375
  %379 = load i32, ptr %14, align 4, !dbg !313
  %380 = load i32, ptr %14, align 4, !dbg !315
  %381 = getelementptr inbounds [4 x %struct.packed], ptr %13, i32 0, i32 %380, !dbg !316
  %382 = load i32, ptr %381, align 4, !dbg !317
  %383 = and i32 %379, 7, !dbg !317
  %384 = and i32 %382, -8, !dbg !317
  %385 = or i32 %384, %383, !dbg !317
  store i32 %385, ptr %381, align 4, !dbg !317
  %386 = load i32, ptr %14, align 4, !dbg !318
  %387 = sub nsw i32 0, %386, !dbg !319
  %388 = mul nsw i32 %387, 10, !dbg !320
  %389 = trunc i32 %388 to i8, !dbg !321
  %390 = sext i8 %389 to i32, !dbg !322
  %391 = load i32, ptr %14, align 4, !dbg !323
  %392 = getelementptr inbounds [4 x %struct.packed], ptr %13, i32 0, i32 %391, !dbg !324
  %393 = load i32, ptr %392, align 4, !dbg !322
  %394 = and i32 %390, 127, !dbg !322
  %395 = shl i32 %394, 13, !dbg !322
  %396 = and i32 %393, -1040385, !dbg !322
  %397 = or i32 %396, %395, !dbg !322
  store i32 %397, ptr %392, align 4, !dbg !322
  %398 = shl i32 %394, 25, !dbg !322
  %399 = ashr i32 %398, 25, !dbg !322
  %400 = load i32, ptr %14, align 4, !dbg !325
  %401 = mul nsw i32 %400, 1000, !dbg !326
  %402 = load i32, ptr %14, align 4, !dbg !327
  %403 = getelementptr inbounds [4 x %struct.packed], ptr %13, i32 0, i32 %402, !dbg !328
  %404 = load i32, ptr %403, align 4, !dbg !329
  %405 = and i32 %401, 4095, !dbg !329
  %406 = shl i32 %405, 20, !dbg !329
  %407 = and i32 %404, 1048575, !dbg !329
  %408 = or i32 %407, %406, !dbg !329
  store i32 %408, ptr %403, align 4, !dbg !329
  br label %409, !dbg !330

409:                                              ; preds = %378
  %410 = load i32, ptr %14, align 4, !dbg !331
  %411 = add nsw i32 %410, 1, !dbg !331
  store i32 %411, ptr %14, align 4, !dbg !331
  br label %375, !dbg !332, !llvm.loop !333

412:                                              ; preds = %375
    #dbg_declare(ptr %15, !335, !DIExpression(), !336)
  store i32 0, ptr %15, align 4, !dbg !336
    #dbg_declare(ptr %16, !337, !DIExpression(), !339)
  store i32 0, ptr %16, align 4, !dbg !339
  br label %413, !dbg !340

413:                                              ; preds = %434, %412
  %414 = load i32, ptr %16, align 4, !dbg !341
  %415 = icmp slt i32 %414, 4, !dbg !343
  br i1 %415, label %416, label %437, !dbg !344

416:                                              ; preds = %413
  %417 = load i32, ptr %16, align 4, !dbg !345
  %418 = getelementptr inbounds [4 x %struct.packed], ptr %13, i32 0, i32 %417, !dbg !346
  %419 = load i32, ptr %418, align 4, !dbg !347
  %420 = and i32 %419, 7, !dbg !347
  %421 = load i32, ptr %16, align 4, !dbg !348
  %422 = getelementptr inbounds [4 x %struct.packed], ptr %13, i32 0, i32 %421, !dbg !349
  %423 = load i32, ptr %422, align 4, !dbg !350
  %424 = shl i32 %423, 12, !dbg !350
  %425 = ashr i32 %424, 25, !dbg !350
  %426 = add nsw i32 %420, %425, !dbg !351
  %427 = load i32, ptr %16, align 4, !dbg !352
  %428 = getelementptr inbounds [4 x %struct.packed], ptr %13, i32 0, i32 %427, !dbg !353
  %429 = load i32, ptr %428, align 4, !dbg !354
  %430 = lshr i32 %429, 20, !dbg !354
  %431 = add nsw i32 %426, %430, !dbg !355
  %432 = load i32, ptr %15, align 4, !dbg !356
  %433 = add nsw i32 %432, %431, !dbg !356
  store i32 %433, ptr %15, align 4, !dbg !356
  br label %434, !dbg !357

434:                                              ; preds = %416
  %435 = load i32, ptr %16, align 4, !dbg !358
  %436 = add nsw i32 %435, 1, !dbg !358
  store i32 %436, ptr %16, align 4, !dbg !358
  br label %413, !dbg !359, !llvm.loop !360

437:                                              ; preds = %413
  %438 = load i32, ptr %15, align 4, !dbg !362
  %439 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %438), !dbg !363
  ret i32 0, !dbg !364
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(ptr noundef %0) #0 !dbg !365 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !370, !DIExpression(), !371)
  %3 = load ptr, ptr %2, align 4, !dbg !372
  %4 = load i32, ptr %3, align 4, !dbg !373
  %5 = and i32 %4, 7, !dbg !373
  %6 = load ptr, ptr %2, align 4, !dbg !374
  %7 = load i32, ptr %6, align 4, !dbg !375
  %8 = lshr i32 %7, 3, !dbg !375
  %9 = and i32 %8, 31, !dbg !375
  %10 = load ptr, ptr %2, align 4, !dbg !376
  %11 = load i32, ptr %10, align 4, !dbg !377
  %12 = shl i32 %11, 20, !dbg !377
  %13 = ashr i32 %12, 28, !dbg !377
  %14 = load ptr, ptr %2, align 4, !dbg !378
  %15 = load i32, ptr %14, align 4, !dbg !379
  %16 = lshr i32 %15, 12, !dbg !379
  %17 = and i32 %16, 1, !dbg !379
  %18 = load ptr, ptr %2, align 4, !dbg !380
  %19 = load i32, ptr %18, align 4, !dbg !381
  %20 = shl i32 %19, 12, !dbg !381
  %21 = ashr i32 %20, 25, !dbg !381
  %22 = load ptr, ptr %2, align 4, !dbg !382
  %23 = load i32, ptr %22, align 4, !dbg !383
  %24 = lshr i32 %23, 20, !dbg !383
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %5, i32 noundef %9, i32 noundef %13, i32 noundef %17, i32 noundef %21, i32 noundef %24), !dbg !384
  ret void, !dbg !385
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bitfields.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "f62859900f647cef3223d32fb579a3f1")
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
!66 = !{i32 1, !"NumRegisterParameters", i32 0}
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"frame-pointer", i32 2}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !76, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !59, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!64}
!78 = !{}
!79 = !DILocalVariable(name: "p", scope: !75, file: !2, line: 44, type: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !2, line: 6, size: 32, elements: !81)
!81 = !{!82, !83, !84, !85, !86, !87}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !80, file: !2, line: 7, baseType: !63, size: 3, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !80, file: !2, line: 8, baseType: !63, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !80, file: !2, line: 9, baseType: !64, size: 4, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !80, file: !2, line: 10, baseType: !63, size: 1, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !80, file: !2, line: 11, baseType: !64, size: 7, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !80, file: !2, line: 12, baseType: !63, size: 12, offset: 20, flags: DIFlagBitField, extraData: i64 0)
!88 = !DILocation(line: 44, column: 19, scope: !75)
!89 = !DILocation(line: 45, column: 5, scope: !75)
!90 = !DILocation(line: 46, column: 5, scope: !75)
!91 = !DILocation(line: 47, column: 9, scope: !75)
!92 = !DILocation(line: 48, column: 9, scope: !75)
!93 = !DILocation(line: 49, column: 9, scope: !75)
!94 = !DILocation(line: 50, column: 9, scope: !75)
!95 = !DILocation(line: 51, column: 9, scope: !75)
!96 = !DILocation(line: 52, column: 9, scope: !75)
!97 = !DILocation(line: 53, column: 5, scope: !75)
!98 = !DILocation(line: 54, column: 8, scope: !75)
!99 = !DILocation(line: 55, column: 8, scope: !75)
!100 = !DILocation(line: 56, column: 9, scope: !75)
!101 = !DILocation(line: 57, column: 9, scope: !75)
!102 = !DILocation(line: 58, column: 9, scope: !75)
!103 = !DILocation(line: 59, column: 9, scope: !75)
!104 = !DILocation(line: 60, column: 5, scope: !75)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 61, type: !64)
!106 = distinct !DILexicalBlock(scope: !75, file: !2, line: 61, column: 5)
!107 = !DILocation(line: 61, column: 14, scope: !106)
!108 = !DILocation(line: 61, column: 10, scope: !106)
!109 = !DILocation(line: 61, column: 21, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !2, line: 61, column: 5)
!111 = !DILocation(line: 61, column: 23, scope: !110)
!112 = !DILocation(line: 61, column: 5, scope: !106)
!113 = !DILocation(line: 62, column: 13, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !2, line: 61, column: 34)
!115 = !DILocation(line: 63, column: 18, scope: !114)
!116 = !DILocation(line: 63, column: 20, scope: !114)
!117 = !DILocation(line: 63, column: 24, scope: !114)
!118 = !DILocation(line: 63, column: 29, scope: !114)
!119 = !DILocation(line: 63, column: 13, scope: !114)
!120 = !DILocation(line: 64, column: 29, scope: !114)
!121 = !DILocation(line: 64, column: 31, scope: !114)
!122 = !DILocation(line: 64, column: 36, scope: !114)
!123 = !DILocation(line: 64, column: 15, scope: !114)
!124 = !DILocation(line: 64, column: 13, scope: !114)
!125 = !DILocation(line: 65, column: 29, scope: !114)
!126 = !DILocation(line: 65, column: 31, scope: !114)
!127 = !DILocation(line: 65, column: 35, scope: !114)
!128 = !DILocation(line: 65, column: 15, scope: !114)
!129 = !DILocation(line: 65, column: 13, scope: !114)
!130 = !DILocation(line: 66, column: 18, scope: !114)
!131 = !DILocation(line: 66, column: 20, scope: !114)
!132 = !DILocation(line: 66, column: 27, scope: !114)
!133 = !DILocation(line: 66, column: 25, scope: !114)
!134 = !DILocation(line: 66, column: 30, scope: !114)
!135 = !DILocation(line: 66, column: 13, scope: !114)
!136 = !DILocation(line: 67, column: 13, scope: !137)
!137 = distinct !DILexicalBlock(scope: !114, file: !2, line: 67, column: 13)
!138 = !DILocation(line: 67, column: 15, scope: !137)
!139 = !DILocation(line: 67, column: 19, scope: !137)
!140 = !DILocation(line: 67, column: 13, scope: !114)
!141 = !DILocation(line: 68, column: 13, scope: !137)
!142 = !DILocation(line: 69, column: 5, scope: !114)
!143 = !DILocation(line: 61, column: 30, scope: !110)
!144 = !DILocation(line: 61, column: 5, scope: !110)
!145 = distinct !{!145, !112, !146, !147}
!146 = !DILocation(line: 69, column: 5, scope: !106)
!147 = !{!"llvm.loop.mustprogress"}
!148 = !DILocation(line: 70, column: 5, scope: !75)
!149 = !DILocalVariable(name: "raw", scope: !75, file: !2, line: 72, type: !63)
!150 = !DILocation(line: 72, column: 14, scope: !75)
!151 = !DILocalVariable(name: "q", scope: !75, file: !2, line: 73, type: !80)
!152 = !DILocation(line: 73, column: 19, scope: !75)
!153 = !DILocation(line: 74, column: 5, scope: !75)
!154 = !DILocation(line: 75, column: 9, scope: !75)
!155 = !DILocation(line: 76, column: 9, scope: !75)
!156 = !DILocation(line: 77, column: 5, scope: !75)
!157 = !DILocation(line: 78, column: 33, scope: !75)
!158 = !DILocation(line: 78, column: 5, scope: !75)
!159 = !DILocalVariable(name: "h", scope: !75, file: !2, line: 79, type: !160)
!160 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "header", file: !2, line: 15, size: 64, elements: !161)
!161 = !{!162, !163, !164, !165, !166, !167, !168}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !160, file: !2, line: 16, baseType: !63, size: 4, flags: DIFlagBitField, extraData: i64 0)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !160, file: !2, line: 17, baseType: !63, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !160, file: !2, line: 18, baseType: !63, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !160, file: !2, line: 19, baseType: !63, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !160, file: !2, line: 20, baseType: !63, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !160, file: !2, line: 21, baseType: !63, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 32)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !160, file: !2, line: 22, baseType: !63, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 32)
!169 = !DILocation(line: 79, column: 19, scope: !75)
!170 = !DILocalVariable(name: "bytes", scope: !75, file: !2, line: 80, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 64, elements: !15)
!172 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!173 = !DILocation(line: 80, column: 19, scope: !75)
!174 = !DILocation(line: 81, column: 5, scope: !75)
!175 = !DILocation(line: 82, column: 5, scope: !75)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 83, type: !63)
!177 = distinct !DILexicalBlock(scope: !75, file: !2, line: 83, column: 5)
!178 = !DILocation(line: 83, column: 19, scope: !177)
!179 = !DILocation(line: 83, column: 10, scope: !177)
!180 = !DILocation(line: 83, column: 26, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !2, line: 83, column: 5)
!182 = !DILocation(line: 83, column: 28, scope: !181)
!183 = !DILocation(line: 83, column: 5, scope: !177)
!184 = !DILocation(line: 84, column: 31, scope: !181)
!185 = !DILocation(line: 84, column: 25, scope: !181)
!186 = !DILocation(line: 84, column: 9, scope: !181)
!187 = !DILocation(line: 83, column: 41, scope: !181)
!188 = !DILocation(line: 83, column: 5, scope: !181)
!189 = distinct !{!189, !183, !190, !147}
!190 = !DILocation(line: 84, column: 33, scope: !177)
!191 = !DILocation(line: 85, column: 69, scope: !75)
!192 = !DILocation(line: 85, column: 80, scope: !75)
!193 = !DILocation(line: 85, column: 87, scope: !75)
!194 = !DILocation(line: 85, column: 94, scope: !75)
!195 = !DILocation(line: 86, column: 14, scope: !75)
!196 = !DILocation(line: 86, column: 23, scope: !75)
!197 = !DILocation(line: 85, column: 5, scope: !75)
!198 = !DILocation(line: 87, column: 11, scope: !75)
!199 = !DILocation(line: 88, column: 16, scope: !75)
!200 = !DILocation(line: 88, column: 21, scope: !75)
!201 = !DILocation(line: 88, column: 7, scope: !75)
!202 = !DILocation(line: 88, column: 12, scope: !75)
!203 = !DILocation(line: 89, column: 34, scope: !75)
!204 = !DILocation(line: 89, column: 41, scope: !75)
!205 = !DILocation(line: 89, column: 5, scope: !75)
!206 = !DILocalVariable(name: "w", scope: !75, file: !2, line: 90, type: !207)
!207 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wide", file: !2, line: 25, size: 96, elements: !208)
!208 = !{!209, !210, !211, !212}
!209 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !207, file: !2, line: 26, baseType: !62, size: 40, flags: DIFlagBitField, extraData: i64 0)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !207, file: !2, line: 27, baseType: !62, size: 24, offset: 40, flags: DIFlagBitField, extraData: i64 40)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "small", scope: !207, file: !2, line: 28, baseType: !64, size: 2, offset: 64, flags: DIFlagBitField, extraData: i64 40)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "ch", scope: !207, file: !2, line: 29, baseType: !172, size: 7, offset: 72, flags: DIFlagBitField, extraData: i64 72)
!213 = !DILocation(line: 90, column: 17, scope: !75)
!214 = !DILocation(line: 91, column: 10, scope: !75)
!215 = !DILocation(line: 92, column: 7, scope: !75)
!216 = !DILocation(line: 92, column: 10, scope: !75)
!217 = !DILocation(line: 93, column: 7, scope: !75)
!218 = !DILocation(line: 93, column: 13, scope: !75)
!219 = !DILocation(line: 94, column: 7, scope: !75)
!220 = !DILocation(line: 94, column: 10, scope: !75)
!221 = !DILocation(line: 95, column: 70, scope: !75)
!222 = !DILocation(line: 96, column: 34, scope: !75)
!223 = !DILocation(line: 96, column: 40, scope: !75)
!224 = !DILocation(line: 96, column: 49, scope: !75)
!225 = !DILocation(line: 96, column: 47, scope: !75)
!226 = !DILocation(line: 95, column: 5, scope: !75)
!227 = !DILocation(line: 97, column: 10, scope: !75)
!228 = !DILocation(line: 98, column: 7, scope: !75)
!229 = !DILocation(line: 98, column: 13, scope: !75)
!230 = !DILocation(line: 99, column: 7, scope: !75)
!231 = !DILocation(line: 99, column: 10, scope: !75)
!232 = !DILocation(line: 100, column: 62, scope: !75)
!233 = !DILocation(line: 100, column: 68, scope: !75)
!234 = !DILocation(line: 100, column: 77, scope: !75)
!235 = !DILocation(line: 100, column: 75, scope: !75)
!236 = !DILocation(line: 100, column: 5, scope: !75)
!237 = !DILocalVariable(name: "sum", scope: !75, file: !2, line: 101, type: !62)
!238 = !DILocation(line: 101, column: 24, scope: !75)
!239 = !DILocalVariable(name: "i", scope: !240, file: !2, line: 102, type: !64)
!240 = distinct !DILexicalBlock(scope: !75, file: !2, line: 102, column: 5)
!241 = !DILocation(line: 102, column: 14, scope: !240)
!242 = !DILocation(line: 102, column: 10, scope: !240)
!243 = !DILocation(line: 102, column: 21, scope: !244)
!244 = distinct !DILexicalBlock(scope: !240, file: !2, line: 102, column: 5)
!245 = !DILocation(line: 102, column: 23, scope: !244)
!246 = !DILocation(line: 102, column: 5, scope: !240)
!247 = !DILocation(line: 103, column: 18, scope: !248)
!248 = distinct !DILexicalBlock(scope: !244, file: !2, line: 102, column: 35)
!249 = !DILocation(line: 103, column: 21, scope: !248)
!250 = !DILocation(line: 103, column: 25, scope: !248)
!251 = !DILocation(line: 103, column: 14, scope: !248)
!252 = !DILocation(line: 104, column: 19, scope: !248)
!253 = !DILocation(line: 104, column: 11, scope: !248)
!254 = !DILocation(line: 104, column: 14, scope: !248)
!255 = !DILocation(line: 105, column: 18, scope: !248)
!256 = !DILocation(line: 105, column: 25, scope: !248)
!257 = !DILocation(line: 105, column: 21, scope: !248)
!258 = !DILocation(line: 105, column: 13, scope: !248)
!259 = !DILocation(line: 106, column: 5, scope: !248)
!260 = !DILocation(line: 102, column: 31, scope: !244)
!261 = !DILocation(line: 102, column: 5, scope: !244)
!262 = distinct !{!262, !246, !263, !147}
!263 = !DILocation(line: 106, column: 5, scope: !240)
!264 = !DILocation(line: 107, column: 52, scope: !75)
!265 = !DILocation(line: 107, column: 79, scope: !75)
!266 = !DILocation(line: 108, column: 34, scope: !75)
!267 = !DILocation(line: 107, column: 5, scope: !75)
!268 = !DILocalVariable(name: "m", scope: !75, file: !2, line: 109, type: !269)
!269 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 32, size: 64, elements: !270)
!270 = !{!271, !272, !273, !274}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !269, file: !2, line: 33, baseType: !4, size: 8)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !269, file: !2, line: 34, baseType: !64, size: 10, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !269, file: !2, line: 35, baseType: !64, size: 10, offset: 18, flags: DIFlagBitField, extraData: i64 8)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !269, file: !2, line: 36, baseType: !275, size: 16, offset: 32)
!275 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!276 = !DILocation(line: 109, column: 18, scope: !75)
!277 = !DILocation(line: 110, column: 37, scope: !75)
!278 = !DILocation(line: 110, column: 35, scope: !75)
!279 = !DILocation(line: 110, column: 44, scope: !75)
!280 = !DILocation(line: 110, column: 49, scope: !75)
!281 = !DILocation(line: 110, column: 54, scope: !75)
!282 = !DILocation(line: 110, column: 52, scope: !75)
!283 = !DILocation(line: 110, column: 5, scope: !75)
!284 = !DILocation(line: 111, column: 13, scope: !75)
!285 = !DILocation(line: 111, column: 15, scope: !75)
!286 = !DILocation(line: 111, column: 7, scope: !75)
!287 = !DILocation(line: 111, column: 9, scope: !75)
!288 = !DILocation(line: 112, column: 14, scope: !75)
!289 = !DILocation(line: 112, column: 11, scope: !75)
!290 = !DILocation(line: 112, column: 7, scope: !75)
!291 = !DILocation(line: 112, column: 9, scope: !75)
!292 = !DILocation(line: 113, column: 37, scope: !75)
!293 = !DILocation(line: 113, column: 35, scope: !75)
!294 = !DILocation(line: 113, column: 44, scope: !75)
!295 = !DILocation(line: 113, column: 49, scope: !75)
!296 = !DILocation(line: 113, column: 54, scope: !75)
!297 = !DILocation(line: 113, column: 52, scope: !75)
!298 = !DILocation(line: 113, column: 5, scope: !75)
!299 = !DILocalVariable(name: "arr", scope: !75, file: !2, line: 114, type: !300)
!300 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 128, elements: !301)
!301 = !{!302}
!302 = !DISubrange(count: 4)
!303 = !DILocation(line: 114, column: 19, scope: !75)
!304 = !DILocation(line: 115, column: 5, scope: !75)
!305 = !DILocalVariable(name: "i", scope: !306, file: !2, line: 116, type: !64)
!306 = distinct !DILexicalBlock(scope: !75, file: !2, line: 116, column: 5)
!307 = !DILocation(line: 116, column: 14, scope: !306)
!308 = !DILocation(line: 116, column: 10, scope: !306)
!309 = !DILocation(line: 116, column: 21, scope: !310)
!310 = distinct !DILexicalBlock(scope: !306, file: !2, line: 116, column: 5)
!311 = !DILocation(line: 116, column: 23, scope: !310)
!312 = !DILocation(line: 116, column: 5, scope: !306)
!313 = !DILocation(line: 117, column: 30, scope: !314)
!314 = distinct !DILexicalBlock(scope: !310, file: !2, line: 116, column: 33)
!315 = !DILocation(line: 117, column: 13, scope: !314)
!316 = !DILocation(line: 117, column: 9, scope: !314)
!317 = !DILocation(line: 117, column: 18, scope: !314)
!318 = !DILocation(line: 118, column: 35, scope: !314)
!319 = !DILocation(line: 118, column: 34, scope: !314)
!320 = !DILocation(line: 118, column: 37, scope: !314)
!321 = !DILocation(line: 118, column: 20, scope: !314)
!322 = !DILocation(line: 118, column: 18, scope: !314)
!323 = !DILocation(line: 118, column: 13, scope: !314)
!324 = !DILocation(line: 118, column: 9, scope: !314)
!325 = !DILocation(line: 119, column: 31, scope: !314)
!326 = !DILocation(line: 119, column: 33, scope: !314)
!327 = !DILocation(line: 119, column: 13, scope: !314)
!328 = !DILocation(line: 119, column: 9, scope: !314)
!329 = !DILocation(line: 119, column: 18, scope: !314)
!330 = !DILocation(line: 120, column: 5, scope: !314)
!331 = !DILocation(line: 116, column: 29, scope: !310)
!332 = !DILocation(line: 116, column: 5, scope: !310)
!333 = distinct !{!333, !312, !334, !147}
!334 = !DILocation(line: 120, column: 5, scope: !306)
!335 = !DILocalVariable(name: "tot", scope: !75, file: !2, line: 121, type: !64)
!336 = !DILocation(line: 121, column: 9, scope: !75)
!337 = !DILocalVariable(name: "i", scope: !338, file: !2, line: 122, type: !64)
!338 = distinct !DILexicalBlock(scope: !75, file: !2, line: 122, column: 5)
!339 = !DILocation(line: 122, column: 14, scope: !338)
!340 = !DILocation(line: 122, column: 10, scope: !338)
!341 = !DILocation(line: 122, column: 21, scope: !342)
!342 = distinct !DILexicalBlock(scope: !338, file: !2, line: 122, column: 5)
!343 = !DILocation(line: 122, column: 23, scope: !342)
!344 = !DILocation(line: 122, column: 5, scope: !338)
!345 = !DILocation(line: 123, column: 20, scope: !342)
!346 = !DILocation(line: 123, column: 16, scope: !342)
!347 = !DILocation(line: 123, column: 23, scope: !342)
!348 = !DILocation(line: 123, column: 31, scope: !342)
!349 = !DILocation(line: 123, column: 27, scope: !342)
!350 = !DILocation(line: 123, column: 34, scope: !342)
!351 = !DILocation(line: 123, column: 25, scope: !342)
!352 = !DILocation(line: 123, column: 47, scope: !342)
!353 = !DILocation(line: 123, column: 43, scope: !342)
!354 = !DILocation(line: 123, column: 50, scope: !342)
!355 = !DILocation(line: 123, column: 36, scope: !342)
!356 = !DILocation(line: 123, column: 13, scope: !342)
!357 = !DILocation(line: 123, column: 9, scope: !342)
!358 = !DILocation(line: 122, column: 29, scope: !342)
!359 = !DILocation(line: 122, column: 5, scope: !342)
!360 = distinct !{!360, !344, !361, !147}
!361 = !DILocation(line: 123, column: 50, scope: !338)
!362 = !DILocation(line: 124, column: 32, scope: !75)
!363 = !DILocation(line: 124, column: 5, scope: !75)
!364 = !DILocation(line: 125, column: 5, scope: !75)
!365 = distinct !DISubprogram(name: "dump", scope: !2, file: !2, line: 39, type: !366, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !59, retainedNodes: !78)
!366 = !DISubroutineType(types: !367)
!367 = !{null, !368}
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !369, size: 32)
!369 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!370 = !DILocalVariable(name: "p", arg: 1, scope: !365, file: !2, line: 39, type: !368)
!371 = !DILocation(line: 39, column: 39, scope: !365)
!372 = !DILocation(line: 40, column: 47, scope: !365)
!373 = !DILocation(line: 40, column: 50, scope: !365)
!374 = !DILocation(line: 40, column: 53, scope: !365)
!375 = !DILocation(line: 40, column: 56, scope: !365)
!376 = !DILocation(line: 40, column: 59, scope: !365)
!377 = !DILocation(line: 40, column: 62, scope: !365)
!378 = !DILocation(line: 40, column: 65, scope: !365)
!379 = !DILocation(line: 40, column: 68, scope: !365)
!380 = !DILocation(line: 40, column: 71, scope: !365)
!381 = !DILocation(line: 40, column: 74, scope: !365)
!382 = !DILocation(line: 40, column: 77, scope: !365)
!383 = !DILocation(line: 40, column: 80, scope: !365)
!384 = !DILocation(line: 40, column: 5, scope: !365)
!385 = !DILocation(line: 41, column: 1, scope: !365)
