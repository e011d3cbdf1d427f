; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"n=%d sizeof=%zu sum=%ld corner=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"det(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"primes<=%d: %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"len=%d mean=%.4f sizeof=%zu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !39 {
    #dbg_value(i32 1, !44, !DIExpression(), !110)
  br label %1, !dbg !111

1:                                                ; preds = %0, %115
  %2 = phi i64 [ 0, %0 ], [ %124, %115 ]
  %3 = phi i64 [ 1, %0 ], [ %8, %115 ]
  %4 = shl nuw nsw i64 %2, 1, !dbg !112
  %5 = add nuw i64 %4, 2, !dbg !112
  %6 = or disjoint i64 %4, 1, !dbg !112
  %7 = shl nuw nsw i64 %2, 1, !dbg !112
    #dbg_value(i64 %3, !44, !DIExpression(), !110)
  %8 = add nuw nsw i64 %3, 1, !dbg !112
    #dbg_value(i64 %8, !46, !DIExpression(), !113)
  %9 = shl nuw nsw i64 %3, 1, !dbg !114
    #dbg_value(i64 %9, !49, !DIExpression(), !113)
  %10 = tail call ptr @llvm.stacksave.p0(), !dbg !115
  %11 = mul nuw nsw i64 %8, %9, !dbg !115
  %12 = alloca i32, i64 %11, align 16, !dbg !115
    #dbg_value(i64 %8, !50, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !113)
    #dbg_value(i64 %9, !52, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !113)
    #dbg_declare(ptr %12, !53, !DIExpression(), !116)
    #dbg_value(i64 %8, !117, !DIExpression(), !130)
    #dbg_value(i64 %9, !122, !DIExpression(), !130)
    #dbg_value(ptr %12, !123, !DIExpression(), !130)
    #dbg_value(i64 %3, !124, !DIExpression(), !130)
    #dbg_value(i32 0, !125, !DIExpression(), !132)
  %13 = trunc nuw nsw i64 %3 to i32
  %14 = or disjoint i64 %7, 1
  %15 = insertelement <2 x i64> poison, i64 %14, i64 0
  %16 = shufflevector <2 x i64> %15, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %17, !dbg !133

17:                                               ; preds = %47, %1
  %18 = phi i64 [ 0, %1 ], [ %48, %47 ]
    #dbg_value(i64 %18, !125, !DIExpression(), !132)
    #dbg_value(i32 0, !127, !DIExpression(), !134)
  %19 = mul nuw nsw i64 %18, %9
  %20 = trunc nuw i64 %19 to i32
  %21 = add nuw nsw i32 %13, %20
  %22 = getelementptr inbounds i32, ptr %12, i64 %19
  br label %23, !dbg !135

23:                                               ; preds = %43, %17
  %24 = phi i64 [ 0, %17 ], [ %44, %43 ], !dbg !136
  %25 = phi <2 x i64> [ <i64 0, i64 1>, %17 ], [ %45, %43 ]
  %26 = trunc i64 %24 to i32, !dbg !135
  %27 = icmp ule <2 x i64> %25, %16
  %28 = extractelement <2 x i1> %27, i64 0
  br i1 %28, label %29, label %34, !dbg !135

29:                                               ; preds = %23
  %30 = add i32 %21, %26, !dbg !138
  %31 = srem i32 %30, 17, !dbg !139
  %32 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !140
  %33 = add nsw i32 %31, -8, !dbg !141
  store i32 %33, ptr %32, align 8, !dbg !142, !tbaa !143
  br label %34

34:                                               ; preds = %29, %23
  %35 = extractelement <2 x i1> %27, i64 1, !dbg !142
  br i1 %35, label %36, label %43, !dbg !142

36:                                               ; preds = %34
  %37 = or disjoint i32 %26, 1, !dbg !142
  %38 = add i32 %21, %37, !dbg !138
  %39 = or disjoint i64 %24, 1, !dbg !138
  %40 = srem i32 %38, 17, !dbg !139
  %41 = getelementptr inbounds i32, ptr %22, i64 %39, !dbg !140
  %42 = add nsw i32 %40, -8, !dbg !141
  store i32 %42, ptr %41, align 4, !dbg !142, !tbaa !143
  br label %43, !dbg !142

43:                                               ; preds = %36, %34
  %44 = add i64 %24, 2, !dbg !136
  %45 = add <2 x i64> %25, <i64 2, i64 2>
  %46 = icmp eq i64 %24, %7, !dbg !136
  br i1 %46, label %47, label %23, !dbg !136, !llvm.loop !147

47:                                               ; preds = %43
  %48 = add nuw nsw i64 %18, 1, !dbg !152
    #dbg_value(i64 %48, !125, !DIExpression(), !132)
  %49 = icmp eq i64 %18, %3, !dbg !153
  br i1 %49, label %50, label %17, !dbg !133, !llvm.loop !154

50:                                               ; preds = %47
  %51 = and i64 %5, 2
  %52 = icmp ult i64 %6, 3
  %53 = and i64 %5, -4
  %54 = icmp eq i64 %51, 0
  br label %55, !dbg !156

55:                                               ; preds = %50, %77
  %56 = phi i64 [ %79, %77 ], [ 0, %50 ]
  %57 = phi i64 [ %78, %77 ], [ 0, %50 ]
    #dbg_value(i64 %56, !167, !DIExpression(), !172)
    #dbg_value(i32 0, !168, !DIExpression(), !173)
    #dbg_value(i64 %57, !166, !DIExpression(), !174)
  %58 = mul nuw nsw i64 %56, %9
  %59 = getelementptr inbounds i32, ptr %12, i64 %58
  br i1 %52, label %60, label %81, !dbg !175

60:                                               ; preds = %81, %55
  %61 = phi i64 [ poison, %55 ], [ %111, %81 ]
  %62 = phi i64 [ 0, %55 ], [ %112, %81 ]
  %63 = phi i64 [ %57, %55 ], [ %111, %81 ]
  br i1 %54, label %77, label %64, !dbg !175

64:                                               ; preds = %60, %64
  %65 = phi i64 [ %74, %64 ], [ %62, %60 ]
  %66 = phi i64 [ %73, %64 ], [ %63, %60 ]
  %67 = phi i64 [ %75, %64 ], [ 0, %60 ]
    #dbg_value(i64 %65, !168, !DIExpression(), !173)
    #dbg_value(i64 %66, !166, !DIExpression(), !174)
  %68 = getelementptr inbounds i32, ptr %59, i64 %65, !dbg !176
  %69 = load i32, ptr %68, align 4, !dbg !176, !tbaa !143
  %70 = sub nsw i64 %56, %65, !dbg !178
  %71 = sext i32 %69 to i64, !dbg !179
  %72 = mul nsw i64 %70, %71, !dbg !179
  %73 = add nsw i64 %72, %66, !dbg !180
    #dbg_value(i64 %73, !166, !DIExpression(), !174)
  %74 = add nuw nsw i64 %65, 1, !dbg !181
    #dbg_value(i64 %74, !168, !DIExpression(), !173)
  %75 = add i64 %67, 1, !dbg !175
  %76 = icmp eq i64 %75, %51, !dbg !175
  br i1 %76, label %77, label %64, !dbg !175, !llvm.loop !182

77:                                               ; preds = %64, %60
  %78 = phi i64 [ %61, %60 ], [ %73, %64 ], !dbg !180
  %79 = add nuw nsw i64 %56, 1, !dbg !184
    #dbg_value(i64 %79, !167, !DIExpression(), !172)
    #dbg_value(i64 %78, !166, !DIExpression(), !174)
  %80 = icmp eq i64 %56, %3, !dbg !185
  br i1 %80, label %115, label %55, !dbg !156, !llvm.loop !186

81:                                               ; preds = %55, %81
  %82 = phi i64 [ %112, %81 ], [ 0, %55 ]
  %83 = phi i64 [ %111, %81 ], [ %57, %55 ]
  %84 = phi i64 [ %113, %81 ], [ 0, %55 ]
    #dbg_value(i64 %82, !168, !DIExpression(), !173)
    #dbg_value(i64 %83, !166, !DIExpression(), !174)
  %85 = getelementptr inbounds i32, ptr %59, i64 %82, !dbg !176
  %86 = load i32, ptr %85, align 8, !dbg !176, !tbaa !143
  %87 = sub nsw i64 %56, %82, !dbg !178
  %88 = sext i32 %86 to i64, !dbg !179
  %89 = mul nsw i64 %87, %88, !dbg !179
  %90 = add nsw i64 %89, %83, !dbg !180
    #dbg_value(i64 %90, !166, !DIExpression(), !174)
  %91 = or disjoint i64 %82, 1, !dbg !181
    #dbg_value(i64 %91, !168, !DIExpression(), !173)
  %92 = getelementptr inbounds i32, ptr %59, i64 %91, !dbg !176
  %93 = load i32, ptr %92, align 4, !dbg !176, !tbaa !143
  %94 = sub nsw i64 %56, %91, !dbg !178
  %95 = sext i32 %93 to i64, !dbg !179
  %96 = mul nsw i64 %94, %95, !dbg !179
  %97 = add nsw i64 %96, %90, !dbg !180
    #dbg_value(i64 %97, !166, !DIExpression(), !174)
  %98 = or disjoint i64 %82, 2, !dbg !181
    #dbg_value(i64 %98, !168, !DIExpression(), !173)
  %99 = getelementptr inbounds i32, ptr %59, i64 %98, !dbg !176
  %100 = load i32, ptr %99, align 8, !dbg !176, !tbaa !143
  %101 = sub nsw i64 %56, %98, !dbg !178
  %102 = sext i32 %100 to i64, !dbg !179
  %103 = mul nsw i64 %101, %102, !dbg !179
  %104 = add nsw i64 %103, %97, !dbg !180
    #dbg_value(i64 %104, !166, !DIExpression(), !174)
  %105 = or disjoint i64 %82, 3, !dbg !181
    #dbg_value(i64 %105, !168, !DIExpression(), !173)
  %106 = getelementptr inbounds i32, ptr %59, i64 %105, !dbg !176
  %107 = load i32, ptr %106, align 4, !dbg !176, !tbaa !143
  %108 = sub nsw i64 %56, %105, !dbg !178
  %109 = sext i32 %107 to i64, !dbg !179
  %110 = mul nsw i64 %108, %109, !dbg !179
  %111 = add nsw i64 %110, %104, !dbg !180
    #dbg_value(i64 %111, !166, !DIExpression(), !174)
  %112 = add nuw nsw i64 %82, 4, !dbg !181
    #dbg_value(i64 %112, !168, !DIExpression(), !173)
  %113 = add i64 %84, 4, !dbg !175
  %114 = icmp eq i64 %113, %53, !dbg !175
  br i1 %114, label %60, label %81, !dbg !175, !llvm.loop !188

115:                                              ; preds = %77
  %116 = shl nuw nsw i64 %11, 2, !dbg !190
  %117 = mul nuw nsw i64 %9, %3, !dbg !191
  %118 = getelementptr inbounds i32, ptr %12, i64 %117, !dbg !191
  %119 = getelementptr i32, ptr %118, i64 %9, !dbg !191
  %120 = getelementptr i8, ptr %119, i64 -4, !dbg !191
  %121 = load i32, ptr %120, align 4, !dbg !191, !tbaa !143
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, i64 noundef %116, i64 noundef %78, i32 noundef %121), !dbg !192
  tail call void @llvm.stackrestore.p0(ptr %10), !dbg !193
    #dbg_value(i64 %8, !44, !DIExpression(), !110)
  %123 = icmp eq i64 %8, 7, !dbg !194
  %124 = add i64 %2, 1, !dbg !111
  br i1 %123, label %125, label %1, !dbg !111, !llvm.loop !195

125:                                              ; preds = %115, %204
  %126 = phi i64 [ %207, %204 ], [ 1, %115 ]
    #dbg_value(i64 %126, !58, !DIExpression(), !197)
  %127 = tail call ptr @llvm.stacksave.p0(), !dbg !198
  %128 = mul nuw nsw i64 %126, %126, !dbg !198
  %129 = alloca i32, i64 %128, align 16, !dbg !198
    #dbg_value(i64 %126, !60, !DIExpression(), !199)
    #dbg_value(i64 %126, !63, !DIExpression(), !199)
    #dbg_declare(ptr %129, !64, !DIExpression(), !200)
    #dbg_value(i32 0, !69, !DIExpression(), !201)
  %130 = trunc nuw nsw i64 %126 to i32
  %131 = add nuw i64 %126, 1
  %132 = and i64 %131, -2
  %133 = add nsw i64 %126, -1
  %134 = insertelement <2 x i64> poison, i64 %133, i64 0
  %135 = shufflevector <2 x i64> %134, <2 x i64> poison, <2 x i32> zeroinitializer
  %136 = icmp uge <2 x i64> %135, <i64 0, i64 1>
  %137 = extractelement <2 x i1> %136, i64 0
  %138 = extractelement <2 x i1> %136, i64 1
  %139 = icmp eq i64 %132, 2
  %140 = icmp ugt <2 x i64> %135, <i64 1, i64 2>
  %141 = extractelement <2 x i1> %140, i64 0
  %142 = extractelement <2 x i1> %140, i64 1
  %143 = icmp eq i64 %132, 4
  %144 = icmp ugt <2 x i64> %135, <i64 3, i64 4>
  %145 = extractelement <2 x i1> %144, i64 0
  %146 = extractelement <2 x i1> %144, i64 1
  br label %147, !dbg !202

147:                                              ; preds = %125, %209
  %148 = phi i64 [ 0, %125 ], [ %210, %209 ]
    #dbg_value(i64 %148, !69, !DIExpression(), !201)
  %149 = mul nuw nsw i64 %148, 3
  %150 = mul nuw nsw i64 %148, %126
  %151 = getelementptr inbounds i32, ptr %129, i64 %150
    #dbg_value(i32 0, !71, !DIExpression(), !203)
  br i1 %137, label %152, label %158, !dbg !204

152:                                              ; preds = %147
  %153 = trunc nuw nsw i64 %149 to i32, !dbg !205
  %154 = and i32 %153, 3, !dbg !205
  %155 = add nsw i32 %154, -1, !dbg !205
  %156 = icmp eq i64 %148, 0, !dbg !207
  %157 = select i1 %156, i32 %130, i32 %155, !dbg !205
  store i32 %157, ptr %151, align 4, !dbg !208, !tbaa !143
  br label %158

158:                                              ; preds = %152, %147
  br i1 %138, label %159, label %167, !dbg !208

159:                                              ; preds = %158
  %160 = trunc i64 %149 to i32, !dbg !205
  %161 = add i32 %160, 1, !dbg !205
  %162 = and i32 %161, 3, !dbg !205
  %163 = add nsw i32 %162, -1, !dbg !205
  %164 = icmp eq i64 %148, 1, !dbg !207
  %165 = getelementptr inbounds i8, ptr %151, i64 4, !dbg !209
  %166 = select i1 %164, i32 %130, i32 %163, !dbg !205
  store i32 %166, ptr %165, align 4, !dbg !208, !tbaa !143
  br label %167, !dbg !208

167:                                              ; preds = %159, %158
  br i1 %139, label %209, label %168, !dbg !210, !llvm.loop !211

168:                                              ; preds = %167
  br i1 %141, label %169, label %177, !dbg !204

169:                                              ; preds = %168
  %170 = trunc i64 %149 to i32, !dbg !205
  %171 = and i32 %170, 3, !dbg !205
  %172 = xor i32 %171, 2, !dbg !205
  %173 = add nsw i32 %172, -1, !dbg !205
  %174 = icmp eq i64 %148, 2, !dbg !207
  %175 = getelementptr inbounds i8, ptr %151, i64 8, !dbg !209
  %176 = select i1 %174, i32 %130, i32 %173, !dbg !205
  store i32 %176, ptr %175, align 4, !dbg !208, !tbaa !143
  br label %177

177:                                              ; preds = %169, %168
  br i1 %142, label %178, label %186, !dbg !208

178:                                              ; preds = %177
  %179 = trunc i64 %149 to i32, !dbg !205
  %180 = add i32 %179, 3, !dbg !205
  %181 = and i32 %180, 3, !dbg !205
  %182 = add nsw i32 %181, -1, !dbg !205
  %183 = icmp eq i64 %148, 3, !dbg !207
  %184 = getelementptr inbounds i8, ptr %151, i64 12, !dbg !209
  %185 = select i1 %183, i32 %130, i32 %182, !dbg !205
  store i32 %185, ptr %184, align 4, !dbg !208, !tbaa !143
  br label %186, !dbg !208

186:                                              ; preds = %178, %177
  br i1 %143, label %209, label %187, !dbg !210, !llvm.loop !211

187:                                              ; preds = %186
  br i1 %145, label %188, label %195, !dbg !204

188:                                              ; preds = %187
  %189 = trunc i64 %149 to i32, !dbg !205
  %190 = and i32 %189, 3, !dbg !205
  %191 = add nsw i32 %190, -1, !dbg !205
  %192 = icmp eq i64 %148, 4, !dbg !207
  %193 = getelementptr inbounds i8, ptr %151, i64 16, !dbg !209
  %194 = select i1 %192, i32 %130, i32 %191, !dbg !205
  store i32 %194, ptr %193, align 4, !dbg !208, !tbaa !143
  br label %195

195:                                              ; preds = %188, %187
  br i1 %146, label %196, label %209, !dbg !208

196:                                              ; preds = %195
  %197 = trunc i64 %149 to i32, !dbg !205
  %198 = add i32 %197, 1, !dbg !205
  %199 = and i32 %198, 3, !dbg !205
  %200 = add nsw i32 %199, -1, !dbg !205
  %201 = icmp eq i64 %148, 5, !dbg !207
  %202 = getelementptr inbounds i8, ptr %151, i64 20, !dbg !209
  %203 = select i1 %201, i32 %130, i32 %200, !dbg !205
  store i32 %203, ptr %202, align 4, !dbg !208, !tbaa !143
  br label %209, !dbg !208

204:                                              ; preds = %209
  %205 = call fastcc i32 @det_rec(i32 noundef %130, ptr noundef nonnull %129), !dbg !213
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %130, i32 noundef %205), !dbg !214
  tail call void @llvm.stackrestore.p0(ptr %127), !dbg !215
  %207 = add nuw nsw i64 %126, 1, !dbg !216
    #dbg_value(i64 %207, !58, !DIExpression(), !197)
  %208 = icmp eq i64 %207, 7, !dbg !217
  br i1 %208, label %212, label %125, !dbg !218, !llvm.loop !219

209:                                              ; preds = %195, %196, %186, %167
  %210 = add nuw nsw i64 %148, 1, !dbg !221
    #dbg_value(i64 %210, !69, !DIExpression(), !201)
  %211 = icmp eq i64 %210, %126, !dbg !222
  br i1 %211, label %204, label %147, !dbg !202, !llvm.loop !223

212:                                              ; preds = %204, %212
  %213 = phi i32 [ %216, %212 ], [ 10, %204 ]
    #dbg_value(i32 %213, !74, !DIExpression(), !225)
  %214 = tail call fastcc i32 @sieve_count(i32 noundef %213), !dbg !226
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %213, i32 noundef %214), !dbg !228
  %216 = mul nuw nsw i32 %213, 3, !dbg !229
    #dbg_value(i32 %216, !74, !DIExpression(), !225)
  %217 = icmp ult i32 %213, 1667, !dbg !230
  br i1 %217, label %212, label %218, !dbg !231, !llvm.loop !232

218:                                              ; preds = %212
    #dbg_value(i64 3, !76, !DIExpression(), !234)
  %219 = tail call ptr @llvm.stacksave.p0(), !dbg !235
    #dbg_value(i64 3, !78, !DIExpression(), !236)
    #dbg_value(double undef, !81, !DIExpression(), !236)
    #dbg_value(i64 3, !86, !DIExpression(), !237)
    #dbg_value(i64 3, !89, !DIExpression(), !238)
    #dbg_value(double 5.000000e-01, !88, !DIExpression(), !236)
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, double noundef 5.000000e-01, i64 noundef 24), !dbg !239
  tail call void @llvm.stackrestore.p0(ptr %219), !dbg !240
    #dbg_value(i64 15, !76, !DIExpression(), !234)
  %221 = tail call ptr @llvm.stacksave.p0(), !dbg !235
  %222 = alloca [15 x double], align 16, !dbg !235
    #dbg_value(i64 15, !78, !DIExpression(), !236)
    #dbg_declare(ptr %222, !81, !DIExpression(), !241)
    #dbg_value(i32 0, !86, !DIExpression(), !237)
  store double 0.000000e+00, ptr %222, align 16, !dbg !242, !tbaa !244
  %223 = getelementptr inbounds i8, ptr %222, i64 8, !dbg !246
  store double 3.500000e+00, ptr %223, align 8, !dbg !242, !tbaa !244
  %224 = getelementptr inbounds i8, ptr %222, i64 16, !dbg !246
  store double 7.000000e+00, ptr %224, align 16, !dbg !242, !tbaa !244
  %225 = getelementptr inbounds i8, ptr %222, i64 24, !dbg !246
  store double 3.000000e+00, ptr %225, align 8, !dbg !242, !tbaa !244
  %226 = getelementptr inbounds i8, ptr %222, i64 32, !dbg !246
  store double 6.500000e+00, ptr %226, align 16, !dbg !242, !tbaa !244
  %227 = getelementptr inbounds i8, ptr %222, i64 40, !dbg !246
  store double 2.500000e+00, ptr %227, align 8, !dbg !242, !tbaa !244
  %228 = getelementptr inbounds i8, ptr %222, i64 48, !dbg !246
  store double 6.000000e+00, ptr %228, align 16, !dbg !242, !tbaa !244
  %229 = getelementptr inbounds i8, ptr %222, i64 56, !dbg !246
  store double 2.000000e+00, ptr %229, align 8, !dbg !242, !tbaa !244
  %230 = getelementptr inbounds i8, ptr %222, i64 64, !dbg !246
  store double 5.500000e+00, ptr %230, align 16, !dbg !242, !tbaa !244
  %231 = getelementptr inbounds i8, ptr %222, i64 72, !dbg !246
  store double 1.500000e+00, ptr %231, align 8, !dbg !242, !tbaa !244
  %232 = getelementptr inbounds i8, ptr %222, i64 80, !dbg !246
  store double 5.000000e+00, ptr %232, align 16, !dbg !242, !tbaa !244
  %233 = getelementptr inbounds i8, ptr %222, i64 88, !dbg !246
  store double 1.000000e+00, ptr %233, align 8, !dbg !242, !tbaa !244
  %234 = getelementptr inbounds i8, ptr %222, i64 96, !dbg !246
  store double 4.500000e+00, ptr %234, align 16, !dbg !242, !tbaa !244
  %235 = getelementptr inbounds i8, ptr %222, i64 104, !dbg !246
  store double 5.000000e-01, ptr %235, align 8, !dbg !242, !tbaa !244
  %236 = getelementptr inbounds i8, ptr %222, i64 112, !dbg !246
  store double 4.000000e+00, ptr %236, align 16, !dbg !242, !tbaa !244
    #dbg_value(i64 0, !89, !DIExpression(), !238)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !236)
  %237 = load double, ptr %222, align 16, !dbg !247, !tbaa !244
  %238 = fadd double %237, 0.000000e+00, !dbg !249
    #dbg_value(double %238, !88, !DIExpression(), !236)
    #dbg_value(i64 1, !89, !DIExpression(), !238)
  %239 = getelementptr inbounds i8, ptr %222, i64 8, !dbg !247
  %240 = load double, ptr %239, align 8, !dbg !247, !tbaa !244
  %241 = fadd double %238, %240, !dbg !249
    #dbg_value(double %241, !88, !DIExpression(), !236)
    #dbg_value(i64 2, !89, !DIExpression(), !238)
  %242 = getelementptr inbounds i8, ptr %222, i64 16, !dbg !247
  %243 = load double, ptr %242, align 16, !dbg !247, !tbaa !244
  %244 = fadd double %241, %243, !dbg !249
    #dbg_value(double %244, !88, !DIExpression(), !236)
    #dbg_value(i64 3, !89, !DIExpression(), !238)
  %245 = getelementptr inbounds i8, ptr %222, i64 24, !dbg !247
  %246 = load double, ptr %245, align 8, !dbg !247, !tbaa !244
  %247 = fadd double %244, %246, !dbg !249
    #dbg_value(double %247, !88, !DIExpression(), !236)
    #dbg_value(i64 4, !89, !DIExpression(), !238)
  %248 = getelementptr inbounds i8, ptr %222, i64 32, !dbg !247
  %249 = load double, ptr %248, align 16, !dbg !247, !tbaa !244
  %250 = fadd double %247, %249, !dbg !249
    #dbg_value(double %250, !88, !DIExpression(), !236)
    #dbg_value(i64 5, !89, !DIExpression(), !238)
  %251 = getelementptr inbounds i8, ptr %222, i64 40, !dbg !247
  %252 = load double, ptr %251, align 8, !dbg !247, !tbaa !244
  %253 = fadd double %250, %252, !dbg !249
    #dbg_value(double %253, !88, !DIExpression(), !236)
    #dbg_value(i64 6, !89, !DIExpression(), !238)
  %254 = getelementptr inbounds i8, ptr %222, i64 48, !dbg !247
  %255 = load double, ptr %254, align 16, !dbg !247, !tbaa !244
  %256 = fadd double %253, %255, !dbg !249
    #dbg_value(double %256, !88, !DIExpression(), !236)
    #dbg_value(i64 7, !89, !DIExpression(), !238)
  %257 = getelementptr inbounds i8, ptr %222, i64 56, !dbg !247
  %258 = load double, ptr %257, align 8, !dbg !247, !tbaa !244
  %259 = fadd double %256, %258, !dbg !249
    #dbg_value(double %259, !88, !DIExpression(), !236)
    #dbg_value(i64 8, !89, !DIExpression(), !238)
  %260 = getelementptr inbounds i8, ptr %222, i64 64, !dbg !247
  %261 = load double, ptr %260, align 16, !dbg !247, !tbaa !244
  %262 = fadd double %259, %261, !dbg !249
    #dbg_value(double %262, !88, !DIExpression(), !236)
    #dbg_value(i64 9, !89, !DIExpression(), !238)
  %263 = getelementptr inbounds i8, ptr %222, i64 72, !dbg !247
  %264 = load double, ptr %263, align 8, !dbg !247, !tbaa !244
  %265 = fadd double %262, %264, !dbg !249
    #dbg_value(double %265, !88, !DIExpression(), !236)
    #dbg_value(i64 10, !89, !DIExpression(), !238)
  %266 = getelementptr inbounds i8, ptr %222, i64 80, !dbg !247
  %267 = load double, ptr %266, align 16, !dbg !247, !tbaa !244
  %268 = fadd double %265, %267, !dbg !249
    #dbg_value(double %268, !88, !DIExpression(), !236)
    #dbg_value(i64 11, !89, !DIExpression(), !238)
  %269 = getelementptr inbounds i8, ptr %222, i64 88, !dbg !247
  %270 = load double, ptr %269, align 8, !dbg !247, !tbaa !244
  %271 = fadd double %268, %270, !dbg !249
    #dbg_value(double %271, !88, !DIExpression(), !236)
    #dbg_value(i64 12, !89, !DIExpression(), !238)
  %272 = getelementptr inbounds i8, ptr %222, i64 96, !dbg !247
  %273 = load double, ptr %272, align 16, !dbg !247, !tbaa !244
  %274 = fadd double %271, %273, !dbg !249
    #dbg_value(double %274, !88, !DIExpression(), !236)
    #dbg_value(i64 13, !89, !DIExpression(), !238)
  %275 = getelementptr inbounds i8, ptr %222, i64 104, !dbg !247
  %276 = load double, ptr %275, align 8, !dbg !247, !tbaa !244
  %277 = fadd double %274, %276, !dbg !249
    #dbg_value(double %277, !88, !DIExpression(), !236)
    #dbg_value(i64 14, !89, !DIExpression(), !238)
  %278 = getelementptr inbounds i8, ptr %222, i64 112, !dbg !247
  %279 = load double, ptr %278, align 16, !dbg !247, !tbaa !244
  %280 = fadd double %277, %279, !dbg !249
    #dbg_value(double %280, !88, !DIExpression(), !236)
    #dbg_value(i64 15, !89, !DIExpression(), !238)
  %281 = fdiv double %280, 1.500000e+01, !dbg !250
    #dbg_value(double %281, !88, !DIExpression(), !236)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 15, double noundef %281, i64 noundef 120), !dbg !239
  tail call void @llvm.stackrestore.p0(ptr %221), !dbg !240
    #dbg_value(i64 27, !76, !DIExpression(), !234)
  %283 = tail call ptr @llvm.stacksave.p0(), !dbg !235
  %284 = alloca [27 x double], align 16, !dbg !235
    #dbg_value(i64 27, !78, !DIExpression(), !236)
    #dbg_declare(ptr %284, !81, !DIExpression(), !241)
    #dbg_value(i32 0, !86, !DIExpression(), !237)
  br label %285, !dbg !251

285:                                              ; preds = %294, %218
  %286 = phi i64 [ 0, %218 ], [ %302, %294 ]
    #dbg_value(i64 %286, !86, !DIExpression(), !237)
  %287 = trunc i64 %286 to i32, !dbg !252
  %288 = mul nuw nsw i32 %287, 7, !dbg !252
  %289 = urem i32 %288, 27, !dbg !252
  %290 = uitofp nneg i32 %289 to double, !dbg !253
  %291 = fmul double %290, 5.000000e-01, !dbg !254
  %292 = getelementptr inbounds double, ptr %284, i64 %286, !dbg !246
  store double %291, ptr %292, align 16, !dbg !242, !tbaa !244
    #dbg_value(i64 %286, !86, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !237)
  %293 = icmp eq i64 %286, 26, !dbg !255
  br i1 %293, label %303, label %294, !dbg !251, !llvm.loop !256

294:                                              ; preds = %285
  %295 = or disjoint i64 %286, 1, !dbg !258
    #dbg_value(i64 %295, !86, !DIExpression(), !237)
    #dbg_value(i64 %295, !86, !DIExpression(), !237)
  %296 = trunc i64 %295 to i32, !dbg !252
  %297 = mul nuw nsw i32 %296, 7, !dbg !252
  %298 = urem i32 %297, 27, !dbg !252
  %299 = uitofp nneg i32 %298 to double, !dbg !253
  %300 = fmul double %299, 5.000000e-01, !dbg !254
  %301 = getelementptr inbounds double, ptr %284, i64 %295, !dbg !246
  store double %300, ptr %301, align 8, !dbg !242, !tbaa !244
  %302 = add nuw nsw i64 %286, 2, !dbg !258
    #dbg_value(i64 %302, !86, !DIExpression(), !237)
  br label %285

303:                                              ; preds = %285
    #dbg_value(i64 0, !89, !DIExpression(), !238)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !236)
  %304 = load double, ptr %284, align 16, !dbg !247, !tbaa !244
  %305 = fadd double %304, 0.000000e+00, !dbg !249
    #dbg_value(double %305, !88, !DIExpression(), !236)
    #dbg_value(i64 1, !89, !DIExpression(), !238)
  %306 = getelementptr inbounds i8, ptr %284, i64 8, !dbg !247
  %307 = load double, ptr %306, align 8, !dbg !247, !tbaa !244
  %308 = fadd double %305, %307, !dbg !249
    #dbg_value(double %308, !88, !DIExpression(), !236)
    #dbg_value(i64 2, !89, !DIExpression(), !238)
  %309 = getelementptr inbounds i8, ptr %284, i64 16, !dbg !247
  %310 = load double, ptr %309, align 16, !dbg !247, !tbaa !244
  %311 = fadd double %308, %310, !dbg !249
    #dbg_value(double %311, !88, !DIExpression(), !236)
    #dbg_value(i64 3, !89, !DIExpression(), !238)
  %312 = getelementptr inbounds i8, ptr %284, i64 24, !dbg !247
  %313 = load double, ptr %312, align 8, !dbg !247, !tbaa !244
  %314 = fadd double %311, %313, !dbg !249
    #dbg_value(double %314, !88, !DIExpression(), !236)
    #dbg_value(i64 4, !89, !DIExpression(), !238)
  %315 = getelementptr inbounds i8, ptr %284, i64 32, !dbg !247
  %316 = load double, ptr %315, align 16, !dbg !247, !tbaa !244
  %317 = fadd double %314, %316, !dbg !249
    #dbg_value(double %317, !88, !DIExpression(), !236)
    #dbg_value(i64 5, !89, !DIExpression(), !238)
  %318 = getelementptr inbounds i8, ptr %284, i64 40, !dbg !247
  %319 = load double, ptr %318, align 8, !dbg !247, !tbaa !244
  %320 = fadd double %317, %319, !dbg !249
    #dbg_value(double %320, !88, !DIExpression(), !236)
    #dbg_value(i64 6, !89, !DIExpression(), !238)
  %321 = getelementptr inbounds i8, ptr %284, i64 48, !dbg !247
  %322 = load double, ptr %321, align 16, !dbg !247, !tbaa !244
  %323 = fadd double %320, %322, !dbg !249
    #dbg_value(double %323, !88, !DIExpression(), !236)
    #dbg_value(i64 7, !89, !DIExpression(), !238)
  %324 = getelementptr inbounds i8, ptr %284, i64 56, !dbg !247
  %325 = load double, ptr %324, align 8, !dbg !247, !tbaa !244
  %326 = fadd double %323, %325, !dbg !249
    #dbg_value(double %326, !88, !DIExpression(), !236)
    #dbg_value(i64 8, !89, !DIExpression(), !238)
  %327 = getelementptr inbounds i8, ptr %284, i64 64, !dbg !247
  %328 = load double, ptr %327, align 16, !dbg !247, !tbaa !244
  %329 = fadd double %326, %328, !dbg !249
    #dbg_value(double %329, !88, !DIExpression(), !236)
    #dbg_value(i64 9, !89, !DIExpression(), !238)
  %330 = getelementptr inbounds i8, ptr %284, i64 72, !dbg !247
  %331 = load double, ptr %330, align 8, !dbg !247, !tbaa !244
  %332 = fadd double %329, %331, !dbg !249
    #dbg_value(double %332, !88, !DIExpression(), !236)
    #dbg_value(i64 10, !89, !DIExpression(), !238)
  %333 = getelementptr inbounds i8, ptr %284, i64 80, !dbg !247
  %334 = load double, ptr %333, align 16, !dbg !247, !tbaa !244
  %335 = fadd double %332, %334, !dbg !249
    #dbg_value(double %335, !88, !DIExpression(), !236)
    #dbg_value(i64 11, !89, !DIExpression(), !238)
  %336 = getelementptr inbounds i8, ptr %284, i64 88, !dbg !247
  %337 = load double, ptr %336, align 8, !dbg !247, !tbaa !244
  %338 = fadd double %335, %337, !dbg !249
    #dbg_value(double %338, !88, !DIExpression(), !236)
    #dbg_value(i64 12, !89, !DIExpression(), !238)
  %339 = getelementptr inbounds i8, ptr %284, i64 96, !dbg !247
  %340 = load double, ptr %339, align 16, !dbg !247, !tbaa !244
  %341 = fadd double %338, %340, !dbg !249
    #dbg_value(double %341, !88, !DIExpression(), !236)
    #dbg_value(i64 13, !89, !DIExpression(), !238)
  %342 = getelementptr inbounds i8, ptr %284, i64 104, !dbg !247
  %343 = load double, ptr %342, align 8, !dbg !247, !tbaa !244
  %344 = fadd double %341, %343, !dbg !249
    #dbg_value(double %344, !88, !DIExpression(), !236)
    #dbg_value(i64 14, !89, !DIExpression(), !238)
  %345 = getelementptr inbounds i8, ptr %284, i64 112, !dbg !247
  %346 = load double, ptr %345, align 16, !dbg !247, !tbaa !244
  %347 = fadd double %344, %346, !dbg !249
    #dbg_value(double %347, !88, !DIExpression(), !236)
    #dbg_value(i64 15, !89, !DIExpression(), !238)
  %348 = getelementptr inbounds i8, ptr %284, i64 120, !dbg !247
  %349 = load double, ptr %348, align 8, !dbg !247, !tbaa !244
  %350 = fadd double %347, %349, !dbg !249
    #dbg_value(double %350, !88, !DIExpression(), !236)
    #dbg_value(i64 16, !89, !DIExpression(), !238)
  %351 = getelementptr inbounds i8, ptr %284, i64 128, !dbg !247
  %352 = load double, ptr %351, align 16, !dbg !247, !tbaa !244
  %353 = fadd double %350, %352, !dbg !249
    #dbg_value(double %353, !88, !DIExpression(), !236)
    #dbg_value(i64 17, !89, !DIExpression(), !238)
  %354 = getelementptr inbounds i8, ptr %284, i64 136, !dbg !247
  %355 = load double, ptr %354, align 8, !dbg !247, !tbaa !244
  %356 = fadd double %353, %355, !dbg !249
    #dbg_value(double %356, !88, !DIExpression(), !236)
    #dbg_value(i64 18, !89, !DIExpression(), !238)
  %357 = getelementptr inbounds i8, ptr %284, i64 144, !dbg !247
  %358 = load double, ptr %357, align 16, !dbg !247, !tbaa !244
  %359 = fadd double %356, %358, !dbg !249
    #dbg_value(double %359, !88, !DIExpression(), !236)
    #dbg_value(i64 19, !89, !DIExpression(), !238)
  %360 = getelementptr inbounds i8, ptr %284, i64 152, !dbg !247
  %361 = load double, ptr %360, align 8, !dbg !247, !tbaa !244
  %362 = fadd double %359, %361, !dbg !249
    #dbg_value(double %362, !88, !DIExpression(), !236)
    #dbg_value(i64 20, !89, !DIExpression(), !238)
  %363 = getelementptr inbounds i8, ptr %284, i64 160, !dbg !247
  %364 = load double, ptr %363, align 16, !dbg !247, !tbaa !244
  %365 = fadd double %362, %364, !dbg !249
    #dbg_value(double %365, !88, !DIExpression(), !236)
    #dbg_value(i64 21, !89, !DIExpression(), !238)
  %366 = getelementptr inbounds i8, ptr %284, i64 168, !dbg !247
  %367 = load double, ptr %366, align 8, !dbg !247, !tbaa !244
  %368 = fadd double %365, %367, !dbg !249
    #dbg_value(double %368, !88, !DIExpression(), !236)
    #dbg_value(i64 22, !89, !DIExpression(), !238)
  %369 = getelementptr inbounds i8, ptr %284, i64 176, !dbg !247
  %370 = load double, ptr %369, align 16, !dbg !247, !tbaa !244
  %371 = fadd double %368, %370, !dbg !249
    #dbg_value(double %371, !88, !DIExpression(), !236)
    #dbg_value(i64 23, !89, !DIExpression(), !238)
  %372 = getelementptr inbounds i8, ptr %284, i64 184, !dbg !247
  %373 = load double, ptr %372, align 8, !dbg !247, !tbaa !244
  %374 = fadd double %371, %373, !dbg !249
    #dbg_value(double %374, !88, !DIExpression(), !236)
    #dbg_value(i64 24, !89, !DIExpression(), !238)
  %375 = getelementptr inbounds i8, ptr %284, i64 192, !dbg !247
  %376 = load double, ptr %375, align 16, !dbg !247, !tbaa !244
  %377 = fadd double %374, %376, !dbg !249
    #dbg_value(double %377, !88, !DIExpression(), !236)
    #dbg_value(i64 25, !89, !DIExpression(), !238)
  %378 = getelementptr inbounds i8, ptr %284, i64 200, !dbg !247
  %379 = load double, ptr %378, align 8, !dbg !247, !tbaa !244
  %380 = fadd double %377, %379, !dbg !249
    #dbg_value(double %380, !88, !DIExpression(), !236)
    #dbg_value(i64 26, !89, !DIExpression(), !238)
  %381 = getelementptr inbounds i8, ptr %284, i64 208, !dbg !247
  %382 = load double, ptr %381, align 16, !dbg !247, !tbaa !244
  %383 = fadd double %380, %382, !dbg !249
    #dbg_value(double %383, !88, !DIExpression(), !236)
    #dbg_value(i64 27, !89, !DIExpression(), !238)
  %384 = fdiv double %383, 2.700000e+01, !dbg !250
    #dbg_value(double %384, !88, !DIExpression(), !236)
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 27, double noundef %384, i64 noundef 216), !dbg !239
  tail call void @llvm.stackrestore.p0(ptr %283), !dbg !240
    #dbg_value(i64 39, !76, !DIExpression(), !234)
  %386 = tail call ptr @llvm.stacksave.p0(), !dbg !235
  %387 = alloca [39 x double], align 16, !dbg !235
    #dbg_value(i64 39, !78, !DIExpression(), !236)
    #dbg_declare(ptr %387, !81, !DIExpression(), !241)
    #dbg_value(i32 0, !86, !DIExpression(), !237)
  br label %388, !dbg !251

388:                                              ; preds = %397, %303
  %389 = phi i64 [ 0, %303 ], [ %405, %397 ]
    #dbg_value(i64 %389, !86, !DIExpression(), !237)
  %390 = trunc i64 %389 to i32, !dbg !252
  %391 = mul nuw nsw i32 %390, 7, !dbg !252
  %392 = urem i32 %391, 39, !dbg !252
  %393 = uitofp nneg i32 %392 to double, !dbg !253
  %394 = fmul double %393, 5.000000e-01, !dbg !254
  %395 = getelementptr inbounds double, ptr %387, i64 %389, !dbg !246
  store double %394, ptr %395, align 16, !dbg !242, !tbaa !244
    #dbg_value(i64 %389, !86, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !237)
  %396 = icmp eq i64 %389, 38, !dbg !255
  br i1 %396, label %406, label %397, !dbg !251, !llvm.loop !256

397:                                              ; preds = %388
  %398 = or disjoint i64 %389, 1, !dbg !258
    #dbg_value(i64 %398, !86, !DIExpression(), !237)
    #dbg_value(i64 %398, !86, !DIExpression(), !237)
  %399 = trunc i64 %398 to i32, !dbg !252
  %400 = mul nuw nsw i32 %399, 7, !dbg !252
  %401 = urem i32 %400, 39, !dbg !252
  %402 = uitofp nneg i32 %401 to double, !dbg !253
  %403 = fmul double %402, 5.000000e-01, !dbg !254
  %404 = getelementptr inbounds double, ptr %387, i64 %398, !dbg !246
  store double %403, ptr %404, align 8, !dbg !242, !tbaa !244
  %405 = add nuw nsw i64 %389, 2, !dbg !258
    #dbg_value(i64 %405, !86, !DIExpression(), !237)
  br label %388

406:                                              ; preds = %388
    #dbg_value(i64 0, !89, !DIExpression(), !238)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !236)
  %407 = load double, ptr %387, align 16, !dbg !247, !tbaa !244
  %408 = fadd double %407, 0.000000e+00, !dbg !249
    #dbg_value(double %408, !88, !DIExpression(), !236)
    #dbg_value(i64 1, !89, !DIExpression(), !238)
  %409 = getelementptr inbounds i8, ptr %387, i64 8, !dbg !247
  %410 = load double, ptr %409, align 8, !dbg !247, !tbaa !244
  %411 = fadd double %408, %410, !dbg !249
    #dbg_value(double %411, !88, !DIExpression(), !236)
    #dbg_value(i64 2, !89, !DIExpression(), !238)
  %412 = getelementptr inbounds i8, ptr %387, i64 16, !dbg !247
  %413 = load double, ptr %412, align 16, !dbg !247, !tbaa !244
  %414 = fadd double %411, %413, !dbg !249
    #dbg_value(double %414, !88, !DIExpression(), !236)
    #dbg_value(i64 3, !89, !DIExpression(), !238)
  %415 = getelementptr inbounds i8, ptr %387, i64 24, !dbg !247
  %416 = load double, ptr %415, align 8, !dbg !247, !tbaa !244
  %417 = fadd double %414, %416, !dbg !249
    #dbg_value(double %417, !88, !DIExpression(), !236)
    #dbg_value(i64 4, !89, !DIExpression(), !238)
  %418 = getelementptr inbounds i8, ptr %387, i64 32, !dbg !247
  %419 = load double, ptr %418, align 16, !dbg !247, !tbaa !244
  %420 = fadd double %417, %419, !dbg !249
    #dbg_value(double %420, !88, !DIExpression(), !236)
    #dbg_value(i64 5, !89, !DIExpression(), !238)
  %421 = getelementptr inbounds i8, ptr %387, i64 40, !dbg !247
  %422 = load double, ptr %421, align 8, !dbg !247, !tbaa !244
  %423 = fadd double %420, %422, !dbg !249
    #dbg_value(double %423, !88, !DIExpression(), !236)
    #dbg_value(i64 6, !89, !DIExpression(), !238)
  %424 = getelementptr inbounds i8, ptr %387, i64 48, !dbg !247
  %425 = load double, ptr %424, align 16, !dbg !247, !tbaa !244
  %426 = fadd double %423, %425, !dbg !249
    #dbg_value(double %426, !88, !DIExpression(), !236)
    #dbg_value(i64 7, !89, !DIExpression(), !238)
  %427 = getelementptr inbounds i8, ptr %387, i64 56, !dbg !247
  %428 = load double, ptr %427, align 8, !dbg !247, !tbaa !244
  %429 = fadd double %426, %428, !dbg !249
    #dbg_value(double %429, !88, !DIExpression(), !236)
    #dbg_value(i64 8, !89, !DIExpression(), !238)
  %430 = getelementptr inbounds i8, ptr %387, i64 64, !dbg !247
  %431 = load double, ptr %430, align 16, !dbg !247, !tbaa !244
  %432 = fadd double %429, %431, !dbg !249
    #dbg_value(double %432, !88, !DIExpression(), !236)
    #dbg_value(i64 9, !89, !DIExpression(), !238)
  %433 = getelementptr inbounds i8, ptr %387, i64 72, !dbg !247
  %434 = load double, ptr %433, align 8, !dbg !247, !tbaa !244
  %435 = fadd double %432, %434, !dbg !249
    #dbg_value(double %435, !88, !DIExpression(), !236)
    #dbg_value(i64 10, !89, !DIExpression(), !238)
  %436 = getelementptr inbounds i8, ptr %387, i64 80, !dbg !247
  %437 = load double, ptr %436, align 16, !dbg !247, !tbaa !244
  %438 = fadd double %435, %437, !dbg !249
    #dbg_value(double %438, !88, !DIExpression(), !236)
    #dbg_value(i64 11, !89, !DIExpression(), !238)
  %439 = getelementptr inbounds i8, ptr %387, i64 88, !dbg !247
  %440 = load double, ptr %439, align 8, !dbg !247, !tbaa !244
  %441 = fadd double %438, %440, !dbg !249
    #dbg_value(double %441, !88, !DIExpression(), !236)
    #dbg_value(i64 12, !89, !DIExpression(), !238)
  %442 = getelementptr inbounds i8, ptr %387, i64 96, !dbg !247
  %443 = load double, ptr %442, align 16, !dbg !247, !tbaa !244
  %444 = fadd double %441, %443, !dbg !249
    #dbg_value(double %444, !88, !DIExpression(), !236)
    #dbg_value(i64 13, !89, !DIExpression(), !238)
  %445 = getelementptr inbounds i8, ptr %387, i64 104, !dbg !247
  %446 = load double, ptr %445, align 8, !dbg !247, !tbaa !244
  %447 = fadd double %444, %446, !dbg !249
    #dbg_value(double %447, !88, !DIExpression(), !236)
    #dbg_value(i64 14, !89, !DIExpression(), !238)
  %448 = getelementptr inbounds i8, ptr %387, i64 112, !dbg !247
  %449 = load double, ptr %448, align 16, !dbg !247, !tbaa !244
  %450 = fadd double %447, %449, !dbg !249
    #dbg_value(double %450, !88, !DIExpression(), !236)
    #dbg_value(i64 15, !89, !DIExpression(), !238)
  %451 = getelementptr inbounds i8, ptr %387, i64 120, !dbg !247
  %452 = load double, ptr %451, align 8, !dbg !247, !tbaa !244
  %453 = fadd double %450, %452, !dbg !249
    #dbg_value(double %453, !88, !DIExpression(), !236)
    #dbg_value(i64 16, !89, !DIExpression(), !238)
  %454 = getelementptr inbounds i8, ptr %387, i64 128, !dbg !247
  %455 = load double, ptr %454, align 16, !dbg !247, !tbaa !244
  %456 = fadd double %453, %455, !dbg !249
    #dbg_value(double %456, !88, !DIExpression(), !236)
    #dbg_value(i64 17, !89, !DIExpression(), !238)
  %457 = getelementptr inbounds i8, ptr %387, i64 136, !dbg !247
  %458 = load double, ptr %457, align 8, !dbg !247, !tbaa !244
  %459 = fadd double %456, %458, !dbg !249
    #dbg_value(double %459, !88, !DIExpression(), !236)
    #dbg_value(i64 18, !89, !DIExpression(), !238)
  %460 = getelementptr inbounds i8, ptr %387, i64 144, !dbg !247
  %461 = load double, ptr %460, align 16, !dbg !247, !tbaa !244
  %462 = fadd double %459, %461, !dbg !249
    #dbg_value(double %462, !88, !DIExpression(), !236)
    #dbg_value(i64 19, !89, !DIExpression(), !238)
  %463 = getelementptr inbounds i8, ptr %387, i64 152, !dbg !247
  %464 = load double, ptr %463, align 8, !dbg !247, !tbaa !244
  %465 = fadd double %462, %464, !dbg !249
    #dbg_value(double %465, !88, !DIExpression(), !236)
    #dbg_value(i64 20, !89, !DIExpression(), !238)
  %466 = getelementptr inbounds i8, ptr %387, i64 160, !dbg !247
  %467 = load double, ptr %466, align 16, !dbg !247, !tbaa !244
  %468 = fadd double %465, %467, !dbg !249
    #dbg_value(double %468, !88, !DIExpression(), !236)
    #dbg_value(i64 21, !89, !DIExpression(), !238)
  %469 = getelementptr inbounds i8, ptr %387, i64 168, !dbg !247
  %470 = load double, ptr %469, align 8, !dbg !247, !tbaa !244
  %471 = fadd double %468, %470, !dbg !249
    #dbg_value(double %471, !88, !DIExpression(), !236)
    #dbg_value(i64 22, !89, !DIExpression(), !238)
  %472 = getelementptr inbounds i8, ptr %387, i64 176, !dbg !247
  %473 = load double, ptr %472, align 16, !dbg !247, !tbaa !244
  %474 = fadd double %471, %473, !dbg !249
    #dbg_value(double %474, !88, !DIExpression(), !236)
    #dbg_value(i64 23, !89, !DIExpression(), !238)
  %475 = getelementptr inbounds i8, ptr %387, i64 184, !dbg !247
  %476 = load double, ptr %475, align 8, !dbg !247, !tbaa !244
  %477 = fadd double %474, %476, !dbg !249
    #dbg_value(double %477, !88, !DIExpression(), !236)
    #dbg_value(i64 24, !89, !DIExpression(), !238)
  %478 = getelementptr inbounds i8, ptr %387, i64 192, !dbg !247
  %479 = load double, ptr %478, align 16, !dbg !247, !tbaa !244
  %480 = fadd double %477, %479, !dbg !249
    #dbg_value(double %480, !88, !DIExpression(), !236)
    #dbg_value(i64 25, !89, !DIExpression(), !238)
  %481 = getelementptr inbounds i8, ptr %387, i64 200, !dbg !247
  %482 = load double, ptr %481, align 8, !dbg !247, !tbaa !244
  %483 = fadd double %480, %482, !dbg !249
    #dbg_value(double %483, !88, !DIExpression(), !236)
    #dbg_value(i64 26, !89, !DIExpression(), !238)
  %484 = getelementptr inbounds i8, ptr %387, i64 208, !dbg !247
  %485 = load double, ptr %484, align 16, !dbg !247, !tbaa !244
  %486 = fadd double %483, %485, !dbg !249
    #dbg_value(double %486, !88, !DIExpression(), !236)
    #dbg_value(i64 27, !89, !DIExpression(), !238)
  %487 = getelementptr inbounds i8, ptr %387, i64 216, !dbg !247
  %488 = load double, ptr %487, align 8, !dbg !247, !tbaa !244
  %489 = fadd double %486, %488, !dbg !249
    #dbg_value(double %489, !88, !DIExpression(), !236)
    #dbg_value(i64 28, !89, !DIExpression(), !238)
  %490 = getelementptr inbounds i8, ptr %387, i64 224, !dbg !247
  %491 = load double, ptr %490, align 16, !dbg !247, !tbaa !244
  %492 = fadd double %489, %491, !dbg !249
    #dbg_value(double %492, !88, !DIExpression(), !236)
    #dbg_value(i64 29, !89, !DIExpression(), !238)
  %493 = getelementptr inbounds i8, ptr %387, i64 232, !dbg !247
  %494 = load double, ptr %493, align 8, !dbg !247, !tbaa !244
  %495 = fadd double %492, %494, !dbg !249
    #dbg_value(double %495, !88, !DIExpression(), !236)
    #dbg_value(i64 30, !89, !DIExpression(), !238)
  %496 = getelementptr inbounds i8, ptr %387, i64 240, !dbg !247
  %497 = load double, ptr %496, align 16, !dbg !247, !tbaa !244
  %498 = fadd double %495, %497, !dbg !249
    #dbg_value(double %498, !88, !DIExpression(), !236)
    #dbg_value(i64 31, !89, !DIExpression(), !238)
  %499 = getelementptr inbounds i8, ptr %387, i64 248, !dbg !247
  %500 = load double, ptr %499, align 8, !dbg !247, !tbaa !244
  %501 = fadd double %498, %500, !dbg !249
    #dbg_value(double %501, !88, !DIExpression(), !236)
    #dbg_value(i64 32, !89, !DIExpression(), !238)
  %502 = getelementptr inbounds i8, ptr %387, i64 256, !dbg !247
  %503 = load double, ptr %502, align 16, !dbg !247, !tbaa !244
  %504 = fadd double %501, %503, !dbg !249
    #dbg_value(double %504, !88, !DIExpression(), !236)
    #dbg_value(i64 33, !89, !DIExpression(), !238)
  %505 = getelementptr inbounds i8, ptr %387, i64 264, !dbg !247
  %506 = load double, ptr %505, align 8, !dbg !247, !tbaa !244
  %507 = fadd double %504, %506, !dbg !249
    #dbg_value(double %507, !88, !DIExpression(), !236)
    #dbg_value(i64 34, !89, !DIExpression(), !238)
  %508 = getelementptr inbounds i8, ptr %387, i64 272, !dbg !247
  %509 = load double, ptr %508, align 16, !dbg !247, !tbaa !244
  %510 = fadd double %507, %509, !dbg !249
    #dbg_value(double %510, !88, !DIExpression(), !236)
    #dbg_value(i64 35, !89, !DIExpression(), !238)
  %511 = getelementptr inbounds i8, ptr %387, i64 280, !dbg !247
  %512 = load double, ptr %511, align 8, !dbg !247, !tbaa !244
  %513 = fadd double %510, %512, !dbg !249
    #dbg_value(double %513, !88, !DIExpression(), !236)
    #dbg_value(i64 36, !89, !DIExpression(), !238)
  %514 = getelementptr inbounds i8, ptr %387, i64 288, !dbg !247
  %515 = load double, ptr %514, align 16, !dbg !247, !tbaa !244
  %516 = fadd double %513, %515, !dbg !249
    #dbg_value(double %516, !88, !DIExpression(), !236)
    #dbg_value(i64 37, !89, !DIExpression(), !238)
  %517 = getelementptr inbounds i8, ptr %387, i64 296, !dbg !247
  %518 = load double, ptr %517, align 8, !dbg !247, !tbaa !244
  %519 = fadd double %516, %518, !dbg !249
    #dbg_value(double %519, !88, !DIExpression(), !236)
    #dbg_value(i64 38, !89, !DIExpression(), !238)
  %520 = getelementptr inbounds i8, ptr %387, i64 304, !dbg !247
  %521 = load double, ptr %520, align 16, !dbg !247, !tbaa !244
  %522 = fadd double %519, %521, !dbg !249
    #dbg_value(double %522, !88, !DIExpression(), !236)
    #dbg_value(i64 39, !89, !DIExpression(), !238)
  %523 = fdiv double %522, 3.900000e+01, !dbg !250
    #dbg_value(double %523, !88, !DIExpression(), !236)
  %524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 39, double noundef %523, i64 noundef 312), !dbg !239
  tail call void @llvm.stackrestore.p0(ptr %386), !dbg !240
    #dbg_value(i64 51, !76, !DIExpression(), !234)
    #dbg_value(i32 4, !91, !DIExpression(), !259)
    #dbg_value(i32 5, !92, !DIExpression(), !259)
    #dbg_value(i64 4, !93, !DIExpression(), !259)
    #dbg_value(i64 5, !94, !DIExpression(), !259)
    #dbg_value(i32 undef, !95, !DIExpression(), !259)
    #dbg_value(ptr poison, !100, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !259)
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 22, i32 noundef 14, i64 noundef 20), !dbg !260
  ret i32 0, !dbg !261
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree nounwind
declare !dbg !262 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @det_rec(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #3 !dbg !269 {
    #dbg_value(i32 %0, !273, !DIExpression(), !295)
    #dbg_value(ptr %1, !274, !DIExpression(), !295)
  %3 = zext i32 %0 to i64
  %4 = icmp eq i32 %0, 1, !dbg !296
  br i1 %4, label %14, label %5, !dbg !298

5:                                                ; preds = %2
    #dbg_value(i32 0, !275, !DIExpression(), !295)
    #dbg_value(i32 0, !276, !DIExpression(), !299)
  %6 = icmp sgt i32 %0, 0, !dbg !300
  br i1 %6, label %7, label %77, !dbg !301

7:                                                ; preds = %5
  %8 = add nsw i32 %0, -1
  %9 = zext nneg i32 %8 to i64
  %10 = mul nuw nsw i64 %9, %9
  %11 = and i64 %3, 1
  %12 = and i64 %3, 2147483646
  %13 = icmp eq i64 %11, 0
  br label %16, !dbg !301

14:                                               ; preds = %2
  %15 = load i32, ptr %1, align 4, !dbg !302, !tbaa !143
  br label %77, !dbg !303

16:                                               ; preds = %28, %7
  %17 = phi i64 [ 0, %7 ], [ %38, %28 ]
  %18 = phi i32 [ 0, %7 ], [ %37, %28 ]
    #dbg_value(i32 %18, !275, !DIExpression(), !295)
    #dbg_value(i64 %17, !276, !DIExpression(), !299)
  %19 = tail call ptr @llvm.stacksave.p0(), !dbg !304
  %20 = alloca i32, i64 %10, align 16, !dbg !304
    #dbg_value(i64 %9, !278, !DIExpression(), !305)
    #dbg_value(i64 %9, !281, !DIExpression(), !305)
    #dbg_declare(ptr %20, !282, !DIExpression(), !306)
    #dbg_value(i32 1, !287, !DIExpression(), !307)
  br label %21, !dbg !308

21:                                               ; preds = %16, %48
  %22 = phi i64 [ 1, %16 ], [ %49, %48 ]
    #dbg_value(i64 %22, !287, !DIExpression(), !307)
    #dbg_value(i32 0, !292, !DIExpression(), !309)
    #dbg_value(i32 0, !289, !DIExpression(), !310)
  %23 = mul nuw nsw i64 %22, %3
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = add nsw i64 %22, -1
  %26 = mul nuw nsw i64 %25, %9
  %27 = getelementptr inbounds i32, ptr %20, i64 %26
  br label %51, !dbg !311

28:                                               ; preds = %48
  %29 = and i64 %17, 1, !dbg !312
  %30 = icmp eq i64 %29, 0, !dbg !312
    #dbg_value(i32 poison, !294, !DIExpression(), !305)
  %31 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !313
  %32 = load i32, ptr %31, align 4, !dbg !313, !tbaa !143
  %33 = sub nsw i32 0, %32, !dbg !314
  %34 = select i1 %30, i32 %32, i32 %33, !dbg !314
  %35 = call fastcc i32 @det_rec(i32 noundef %8, ptr noundef nonnull %20), !dbg !315
  %36 = mul nsw i32 %34, %35, !dbg !316
  %37 = add nsw i32 %36, %18, !dbg !317
    #dbg_value(i32 %37, !275, !DIExpression(), !295)
  tail call void @llvm.stackrestore.p0(ptr %19), !dbg !318
  %38 = add nuw nsw i64 %17, 1, !dbg !319
    #dbg_value(i64 %38, !276, !DIExpression(), !299)
  %39 = icmp eq i64 %38, %3, !dbg !300
  br i1 %39, label %77, label %16, !dbg !301, !llvm.loop !320

40:                                               ; preds = %72
    #dbg_value(i64 %74, !292, !DIExpression(), !309)
    #dbg_value(i32 %73, !289, !DIExpression(), !310)
  %41 = icmp eq i64 %74, %17
  %42 = select i1 %13, i1 true, i1 %41, !dbg !322
  br i1 %42, label %48, label %43, !dbg !322

43:                                               ; preds = %40
  %44 = getelementptr inbounds i32, ptr %24, i64 %74, !dbg !324
  %45 = load i32, ptr %44, align 4, !dbg !324, !tbaa !143
    #dbg_value(i32 %73, !289, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !310)
  %46 = sext i32 %73 to i64, !dbg !326
  %47 = getelementptr inbounds i32, ptr %27, i64 %46, !dbg !326
  store i32 %45, ptr %47, align 4, !dbg !327, !tbaa !143
  br label %48, !dbg !326

48:                                               ; preds = %43, %40
  %49 = add nuw nsw i64 %22, 1, !dbg !328
    #dbg_value(i64 %49, !287, !DIExpression(), !307)
  %50 = icmp eq i64 %49, %3, !dbg !329
  br i1 %50, label %28, label %21, !dbg !308, !llvm.loop !330

51:                                               ; preds = %72, %21
  %52 = phi i64 [ 0, %21 ], [ %74, %72 ]
  %53 = phi i32 [ 0, %21 ], [ %73, %72 ]
  %54 = phi i64 [ 0, %21 ], [ %75, %72 ]
    #dbg_value(i64 %52, !292, !DIExpression(), !309)
    #dbg_value(i32 %53, !289, !DIExpression(), !310)
  %55 = icmp eq i64 %52, %17, !dbg !332
  br i1 %55, label %62, label %56, !dbg !322

56:                                               ; preds = %51
  %57 = getelementptr inbounds i32, ptr %24, i64 %52, !dbg !324
  %58 = load i32, ptr %57, align 4, !dbg !324, !tbaa !143
  %59 = add nsw i32 %53, 1, !dbg !333
    #dbg_value(i32 %59, !289, !DIExpression(), !310)
  %60 = sext i32 %53 to i64, !dbg !326
  %61 = getelementptr inbounds i32, ptr %27, i64 %60, !dbg !326
  store i32 %58, ptr %61, align 4, !dbg !327, !tbaa !143
  br label %62, !dbg !326

62:                                               ; preds = %51, %56
  %63 = phi i32 [ %59, %56 ], [ %53, %51 ], !dbg !310
    #dbg_value(i32 %63, !289, !DIExpression(), !310)
  %64 = or disjoint i64 %52, 1, !dbg !334
    #dbg_value(i64 %64, !292, !DIExpression(), !309)
  %65 = icmp eq i64 %64, %17, !dbg !332
  br i1 %65, label %72, label %66, !dbg !322

66:                                               ; preds = %62
  %67 = getelementptr inbounds i32, ptr %24, i64 %64, !dbg !324
  %68 = load i32, ptr %67, align 4, !dbg !324, !tbaa !143
  %69 = add nsw i32 %63, 1, !dbg !333
    #dbg_value(i32 %69, !289, !DIExpression(), !310)
  %70 = sext i32 %63 to i64, !dbg !326
  %71 = getelementptr inbounds i32, ptr %27, i64 %70, !dbg !326
  store i32 %68, ptr %71, align 4, !dbg !327, !tbaa !143
  br label %72, !dbg !326

72:                                               ; preds = %66, %62
  %73 = phi i32 [ %69, %66 ], [ %63, %62 ], !dbg !310
    #dbg_value(i32 %73, !289, !DIExpression(), !310)
  %74 = add nuw nsw i64 %52, 2, !dbg !334
    #dbg_value(i64 %74, !292, !DIExpression(), !309)
  %75 = add i64 %54, 2, !dbg !311
  %76 = icmp eq i64 %75, %12, !dbg !311
  br i1 %76, label %40, label %51, !dbg !311, !llvm.loop !335

77:                                               ; preds = %28, %5, %14
  %78 = phi i32 [ %15, %14 ], [ 0, %5 ], [ %37, %28 ], !dbg !295
  ret i32 %78, !dbg !337
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @sieve_count(i32 noundef %0) unnamed_addr #4 !dbg !338 {
    #dbg_value(i32 %0, !342, !DIExpression(), !359)
  %2 = add i32 %0, 1, !dbg !360
  %3 = zext i32 %2 to i64, !dbg !361
  %4 = alloca i8, i64 %3, align 16, !dbg !361
    #dbg_value(i64 %3, !343, !DIExpression(), !359)
    #dbg_declare(ptr %4, !344, !DIExpression(), !362)
    #dbg_value(i32 0, !348, !DIExpression(), !363)
  %5 = icmp slt i32 %0, 0, !dbg !364
  br i1 %5, label %101, label %6, !dbg !366

6:                                                ; preds = %1
  %7 = icmp ult i32 %2, 8, !dbg !366
  br i1 %7, label %26, label %8, !dbg !366

8:                                                ; preds = %6
  %9 = icmp ult i32 %2, 16, !dbg !366
  br i1 %9, label %28, label %10, !dbg !366

10:                                               ; preds = %8
  %11 = and i64 %3, 4294967280, !dbg !366
  br label %12, !dbg !366

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %18, %12 ], !dbg !367
  %14 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %10 ], [ %19, %12 ]
  %15 = icmp ugt <16 x i64> %14, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !368
  %16 = zext <16 x i1> %15 to <16 x i8>, !dbg !369
  %17 = getelementptr inbounds i8, ptr %4, i64 %13, !dbg !370
  store <16 x i8> %16, ptr %17, align 16, !dbg !371, !tbaa !372
  %18 = add nuw i64 %13, 16, !dbg !367
  %19 = add <16 x i64> %14, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %20 = icmp eq i64 %18, %11, !dbg !367
  br i1 %20, label %21, label %12, !dbg !367, !llvm.loop !373

21:                                               ; preds = %12
  %22 = icmp eq i64 %11, %3, !dbg !366
  br i1 %22, label %45, label %23, !dbg !366

23:                                               ; preds = %21
  %24 = and i64 %3, 8, !dbg !366
  %25 = icmp eq i64 %24, 0, !dbg !366
  br i1 %25, label %26, label %28, !dbg !366

26:                                               ; preds = %43, %6, %23
  %27 = phi i64 [ 0, %6 ], [ %11, %23 ], [ %30, %43 ]
  br label %47, !dbg !366

28:                                               ; preds = %8, %23
  %29 = phi i64 [ %11, %23 ], [ 0, %8 ]
  %30 = and i64 %3, 4294967288, !dbg !366
  %31 = insertelement <8 x i64> poison, i64 %29, i64 0, !dbg !366
  %32 = shufflevector <8 x i64> %31, <8 x i64> poison, <8 x i32> zeroinitializer, !dbg !366
  %33 = or disjoint <8 x i64> %32, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, !dbg !366
  br label %34, !dbg !366

34:                                               ; preds = %34, %28
  %35 = phi i64 [ %29, %28 ], [ %40, %34 ], !dbg !367
  %36 = phi <8 x i64> [ %33, %28 ], [ %41, %34 ]
  %37 = icmp ugt <8 x i64> %36, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !368
  %38 = zext <8 x i1> %37 to <8 x i8>, !dbg !369
  %39 = getelementptr inbounds i8, ptr %4, i64 %35, !dbg !370
  store <8 x i8> %38, ptr %39, align 8, !dbg !371, !tbaa !372
  %40 = add nuw i64 %35, 8, !dbg !367
  %41 = add <8 x i64> %36, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %42 = icmp eq i64 %40, %30, !dbg !367
  br i1 %42, label %43, label %34, !dbg !367, !llvm.loop !375

43:                                               ; preds = %34
  %44 = icmp eq i64 %30, %3, !dbg !366
  br i1 %44, label %45, label %26, !dbg !366

45:                                               ; preds = %47, %43, %21
    #dbg_value(i32 2, !350, !DIExpression(), !376)
  %46 = icmp slt i32 %0, 4, !dbg !377
  br i1 %46, label %54, label %80, !dbg !378

47:                                               ; preds = %26, %47
  %48 = phi i64 [ %52, %47 ], [ %27, %26 ]
    #dbg_value(i64 %48, !348, !DIExpression(), !363)
  %49 = icmp ugt i64 %48, 1, !dbg !368
  %50 = zext i1 %49 to i8, !dbg !369
  %51 = getelementptr inbounds i8, ptr %4, i64 %48, !dbg !370
  store i8 %50, ptr %51, align 1, !dbg !371, !tbaa !372
  %52 = add nuw nsw i64 %48, 1, !dbg !367
    #dbg_value(i64 %52, !348, !DIExpression(), !363)
  %53 = icmp eq i64 %52, %3, !dbg !364
  br i1 %53, label %45, label %47, !dbg !366, !llvm.loop !379

54:                                               ; preds = %96, %45
    #dbg_value(i32 0, !357, !DIExpression(), !380)
    #dbg_value(i32 0, !356, !DIExpression(), !359)
  br i1 %5, label %101, label %55, !dbg !381

55:                                               ; preds = %54
  %56 = icmp ult i32 %2, 8, !dbg !381
  br i1 %56, label %57, label %60, !dbg !381

57:                                               ; preds = %76, %55
  %58 = phi i64 [ 0, %55 ], [ %61, %76 ]
  %59 = phi i32 [ 0, %55 ], [ %78, %76 ]
  br label %103, !dbg !381

60:                                               ; preds = %55
  %61 = and i64 %3, 4294967288, !dbg !381
  br label %62, !dbg !381

62:                                               ; preds = %62, %60
  %63 = phi i64 [ 0, %60 ], [ %74, %62 ], !dbg !382
  %64 = phi <4 x i32> [ zeroinitializer, %60 ], [ %72, %62 ]
  %65 = phi <4 x i32> [ zeroinitializer, %60 ], [ %73, %62 ]
  %66 = getelementptr inbounds i8, ptr %4, i64 %63, !dbg !384
  %67 = getelementptr inbounds i8, ptr %66, i64 4, !dbg !384
  %68 = load <4 x i8>, ptr %66, align 8, !dbg !384, !tbaa !372
  %69 = load <4 x i8>, ptr %67, align 4, !dbg !384, !tbaa !372
  %70 = sext <4 x i8> %68 to <4 x i32>, !dbg !385
  %71 = sext <4 x i8> %69 to <4 x i32>, !dbg !385
  %72 = add <4 x i32> %64, %70, !dbg !386
  %73 = add <4 x i32> %65, %71, !dbg !386
  %74 = add nuw i64 %63, 8, !dbg !382
  %75 = icmp eq i64 %74, %61, !dbg !382
  br i1 %75, label %76, label %62, !dbg !382, !llvm.loop !387

76:                                               ; preds = %62
  %77 = add <4 x i32> %73, %72, !dbg !381
  %78 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %77), !dbg !381
  %79 = icmp eq i64 %61, %3, !dbg !381
  br i1 %79, label %101, label %57, !dbg !381

80:                                               ; preds = %45, %96
  %81 = phi i64 [ %97, %96 ], [ 2, %45 ]
  %82 = phi i32 [ %99, %96 ], [ 4, %45 ]
    #dbg_value(i64 %81, !350, !DIExpression(), !376)
  %83 = getelementptr inbounds i8, ptr %4, i64 %81, !dbg !389
  %84 = load i8, ptr %83, align 1, !dbg !389, !tbaa !372
  %85 = icmp eq i8 %84, 0, !dbg !389
    #dbg_value(i32 %82, !352, !DIExpression(), !390)
  %86 = icmp sgt i32 %82, %0
  %87 = or i1 %85, %86, !dbg !391
  br i1 %87, label %96, label %88, !dbg !391

88:                                               ; preds = %80
  %89 = zext nneg i32 %82 to i64, !dbg !392
  br label %90, !dbg !392

90:                                               ; preds = %88, %90
  %91 = phi i64 [ %89, %88 ], [ %93, %90 ]
    #dbg_value(i64 %91, !352, !DIExpression(), !390)
  %92 = getelementptr inbounds i8, ptr %4, i64 %91, !dbg !393
  store i8 0, ptr %92, align 1, !dbg !395, !tbaa !372
  %93 = add nuw nsw i64 %91, %81, !dbg !396
    #dbg_value(i64 %93, !352, !DIExpression(), !390)
  %94 = trunc nuw i64 %93 to i32, !dbg !397
  %95 = icmp sgt i32 %94, %0, !dbg !397
  br i1 %95, label %96, label %90, !dbg !392, !llvm.loop !398

96:                                               ; preds = %90, %80
  %97 = add nuw nsw i64 %81, 1, !dbg !400
    #dbg_value(i64 %97, !350, !DIExpression(), !376)
  %98 = mul nuw nsw i64 %97, %97, !dbg !401
  %99 = trunc nuw i64 %98 to i32, !dbg !377
  %100 = icmp sgt i32 %99, %0, !dbg !377
  br i1 %100, label %54, label %80, !dbg !378, !llvm.loop !402

101:                                              ; preds = %103, %76, %1, %54
  %102 = phi i32 [ 0, %54 ], [ 0, %1 ], [ %78, %76 ], [ %109, %103 ], !dbg !359
  ret i32 %102, !dbg !404

103:                                              ; preds = %57, %103
  %104 = phi i64 [ %110, %103 ], [ %58, %57 ]
  %105 = phi i32 [ %109, %103 ], [ %59, %57 ]
    #dbg_value(i64 %104, !357, !DIExpression(), !380)
    #dbg_value(i32 %105, !356, !DIExpression(), !359)
  %106 = getelementptr inbounds i8, ptr %4, i64 %104, !dbg !384
  %107 = load i8, ptr %106, align 1, !dbg !384, !tbaa !372
  %108 = sext i8 %107 to i32, !dbg !385
  %109 = add i32 %105, %108, !dbg !386
    #dbg_value(i32 %109, !356, !DIExpression(), !359)
  %110 = add nuw nsw i64 %104, 1, !dbg !382
    #dbg_value(i64 %110, !357, !DIExpression(), !380)
  %111 = icmp eq i64 %110, %3, !dbg !405
  br i1 %111, label %101, label %103, !dbg !381, !llvm.loop !406
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vla.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "25310ec597101bc538176b4bff59b137")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !30, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29}
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !22}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !40, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{!44, !46, !49, !50, !52, !53, !58, !60, !63, !64, !69, !71, !74, !76, !78, !81, !86, !88, !89, !91, !92, !93, !94, !95, !100, !105, !107}
!44 = !DILocalVariable(name: "n", scope: !45, file: !2, line: 52, type: !42)
!45 = distinct !DILexicalBlock(scope: !39, file: !2, line: 52, column: 5)
!46 = !DILocalVariable(name: "rows", scope: !47, file: !2, line: 53, type: !42)
!47 = distinct !DILexicalBlock(scope: !48, file: !2, line: 52, column: 34)
!48 = distinct !DILexicalBlock(scope: !45, file: !2, line: 52, column: 5)
!49 = !DILocalVariable(name: "cols", scope: !47, file: !2, line: 53, type: !42)
!50 = !DILocalVariable(name: "__vla_expr0", scope: !47, type: !51, flags: DIFlagArtificial)
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocalVariable(name: "__vla_expr1", scope: !47, type: !51, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "m", scope: !47, file: !2, line: 54, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !55)
!55 = !{!56, !57}
!56 = !DISubrange(count: !50)
!57 = !DISubrange(count: !52)
!58 = !DILocalVariable(name: "n", scope: !59, file: !2, line: 59, type: !42)
!59 = distinct !DILexicalBlock(scope: !39, file: !2, line: 59, column: 5)
!60 = !DILocalVariable(name: "__vla_expr2", scope: !61, type: !51, flags: DIFlagArtificial)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 59, column: 34)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 59, column: 5)
!63 = !DILocalVariable(name: "__vla_expr3", scope: !61, type: !51, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "m", scope: !61, file: !2, line: 60, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !66)
!66 = !{!67, !68}
!67 = !DISubrange(count: !60)
!68 = !DISubrange(count: !63)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 61, type: !42)
!70 = distinct !DILexicalBlock(scope: !61, file: !2, line: 61, column: 9)
!71 = !DILocalVariable(name: "j", scope: !72, file: !2, line: 62, type: !42)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 62, column: 13)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 61, column: 9)
!74 = !DILocalVariable(name: "n", scope: !75, file: !2, line: 66, type: !42)
!75 = distinct !DILexicalBlock(scope: !39, file: !2, line: 66, column: 5)
!76 = !DILocalVariable(name: "len", scope: !77, file: !2, line: 69, type: !42)
!77 = distinct !DILexicalBlock(scope: !39, file: !2, line: 69, column: 5)
!78 = !DILocalVariable(name: "__vla_expr4", scope: !79, type: !51, flags: DIFlagArtificial)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 69, column: 44)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 69, column: 5)
!81 = !DILocalVariable(name: "buf", scope: !79, file: !2, line: 70, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, elements: !84)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !{!85}
!85 = !DISubrange(count: !78)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 71, type: !42)
!87 = distinct !DILexicalBlock(scope: !79, file: !2, line: 71, column: 9)
!88 = !DILocalVariable(name: "mean", scope: !79, file: !2, line: 73, type: !83)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 74, type: !42)
!90 = distinct !DILexicalBlock(scope: !79, file: !2, line: 74, column: 9)
!91 = !DILocalVariable(name: "r", scope: !39, file: !2, line: 80, type: !42)
!92 = !DILocalVariable(name: "c", scope: !39, file: !2, line: 80, type: !42)
!93 = !DILocalVariable(name: "__vla_expr5", scope: !39, type: !51, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "__vla_expr6", scope: !39, type: !51, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: "grid", scope: !39, file: !2, line: 81, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !97)
!97 = !{!98, !99}
!98 = !DISubrange(count: !93)
!99 = !DISubrange(count: !94)
!100 = !DILocalVariable(name: "row", scope: !39, file: !2, line: 82, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: -1)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 83, type: !42)
!106 = distinct !DILexicalBlock(scope: !39, file: !2, line: 83, column: 5)
!107 = !DILocalVariable(name: "j", scope: !108, file: !2, line: 84, type: !42)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 84, column: 9)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 83, column: 5)
!110 = !DILocation(line: 0, scope: !45)
!111 = !DILocation(line: 52, column: 5, scope: !45)
!112 = !DILocation(line: 53, column: 22, scope: !47)
!113 = !DILocation(line: 0, scope: !47)
!114 = !DILocation(line: 53, column: 36, scope: !47)
!115 = !DILocation(line: 54, column: 9, scope: !47)
!116 = !DILocation(line: 54, column: 13, scope: !47)
!117 = !DILocalVariable(name: "rows", arg: 1, scope: !118, file: !2, line: 13, type: !42)
!118 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !119, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !42, !42, !101, !42}
!121 = !{!117, !122, !123, !124, !125, !127}
!122 = !DILocalVariable(name: "cols", arg: 2, scope: !118, file: !2, line: 13, type: !42)
!123 = !DILocalVariable(name: "m", arg: 3, scope: !118, file: !2, line: 13, type: !101)
!124 = !DILocalVariable(name: "seed", arg: 4, scope: !118, file: !2, line: 13, type: !42)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 14, type: !42)
!126 = distinct !DILexicalBlock(scope: !118, file: !2, line: 14, column: 5)
!127 = !DILocalVariable(name: "j", scope: !128, file: !2, line: 15, type: !42)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 15, column: 9)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 14, column: 5)
!130 = !DILocation(line: 0, scope: !118, inlinedAt: !131)
!131 = distinct !DILocation(line: 55, column: 9, scope: !47)
!132 = !DILocation(line: 0, scope: !126, inlinedAt: !131)
!133 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !131)
!134 = !DILocation(line: 0, scope: !128, inlinedAt: !131)
!135 = !DILocation(line: 15, column: 9, scope: !128, inlinedAt: !131)
!136 = !DILocation(line: 15, column: 36, scope: !137, inlinedAt: !131)
!137 = distinct !DILexicalBlock(scope: !128, file: !2, line: 15, column: 9)
!138 = !DILocation(line: 16, column: 37, scope: !137, inlinedAt: !131)
!139 = !DILocation(line: 16, column: 45, scope: !137, inlinedAt: !131)
!140 = !DILocation(line: 16, column: 13, scope: !137, inlinedAt: !131)
!141 = !DILocation(line: 16, column: 50, scope: !137, inlinedAt: !131)
!142 = !DILocation(line: 16, column: 21, scope: !137, inlinedAt: !131)
!143 = !{!144, !144, i64 0}
!144 = !{!"int", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = distinct !{!147, !135, !148, !149, !150, !151}
!148 = !DILocation(line: 16, column: 52, scope: !128, inlinedAt: !131)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !{!"llvm.loop.isvectorized", i32 1}
!151 = !{!"llvm.loop.unroll.runtime.disable"}
!152 = !DILocation(line: 14, column: 32, scope: !129, inlinedAt: !131)
!153 = !DILocation(line: 14, column: 23, scope: !129, inlinedAt: !131)
!154 = distinct !{!154, !133, !155, !149}
!155 = !DILocation(line: 16, column: 52, scope: !126, inlinedAt: !131)
!156 = !DILocation(line: 7, column: 5, scope: !157, inlinedAt: !171)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 7, column: 5)
!158 = distinct !DISubprogram(name: "sum2d", scope: !2, file: !2, line: 5, type: !159, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !162)
!159 = !DISubroutineType(types: !160)
!160 = !{!161, !42, !42, !101}
!161 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!162 = !{!163, !164, !165, !166, !167, !168}
!163 = !DILocalVariable(name: "rows", arg: 1, scope: !158, file: !2, line: 5, type: !42)
!164 = !DILocalVariable(name: "cols", arg: 2, scope: !158, file: !2, line: 5, type: !42)
!165 = !DILocalVariable(name: "m", arg: 3, scope: !158, file: !2, line: 5, type: !101)
!166 = !DILocalVariable(name: "s", scope: !158, file: !2, line: 6, type: !161)
!167 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 7, type: !42)
!168 = !DILocalVariable(name: "j", scope: !169, file: !2, line: 8, type: !42)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 8, column: 9)
!170 = distinct !DILexicalBlock(scope: !157, file: !2, line: 7, column: 5)
!171 = distinct !DILocation(line: 56, column: 68, scope: !47)
!172 = !DILocation(line: 0, scope: !157, inlinedAt: !171)
!173 = !DILocation(line: 0, scope: !169, inlinedAt: !171)
!174 = !DILocation(line: 0, scope: !158, inlinedAt: !171)
!175 = !DILocation(line: 8, column: 9, scope: !169, inlinedAt: !171)
!176 = !DILocation(line: 9, column: 18, scope: !177, inlinedAt: !171)
!177 = distinct !DILexicalBlock(scope: !169, file: !2, line: 8, column: 9)
!178 = !DILocation(line: 9, column: 31, scope: !177, inlinedAt: !171)
!179 = !DILocation(line: 9, column: 26, scope: !177, inlinedAt: !171)
!180 = !DILocation(line: 9, column: 15, scope: !177, inlinedAt: !171)
!181 = !DILocation(line: 8, column: 36, scope: !177, inlinedAt: !171)
!182 = distinct !{!182, !183}
!183 = !{!"llvm.loop.unroll.disable"}
!184 = !DILocation(line: 7, column: 32, scope: !170, inlinedAt: !171)
!185 = !DILocation(line: 7, column: 23, scope: !170, inlinedAt: !171)
!186 = distinct !{!186, !156, !187, !149}
!187 = !DILocation(line: 9, column: 34, scope: !157, inlinedAt: !171)
!188 = distinct !{!188, !175, !189, !149}
!189 = !DILocation(line: 9, column: 34, scope: !169, inlinedAt: !171)
!190 = !DILocation(line: 56, column: 58, scope: !47)
!191 = !DILocation(line: 57, column: 16, scope: !47)
!192 = !DILocation(line: 56, column: 9, scope: !47)
!193 = !DILocation(line: 58, column: 5, scope: !48)
!194 = !DILocation(line: 52, column: 23, scope: !48)
!195 = distinct !{!195, !111, !196, !149}
!196 = !DILocation(line: 58, column: 5, scope: !45)
!197 = !DILocation(line: 0, scope: !59)
!198 = !DILocation(line: 60, column: 9, scope: !61)
!199 = !DILocation(line: 0, scope: !61)
!200 = !DILocation(line: 60, column: 13, scope: !61)
!201 = !DILocation(line: 0, scope: !70)
!202 = !DILocation(line: 61, column: 9, scope: !70)
!203 = !DILocation(line: 0, scope: !72)
!204 = !DILocation(line: 62, column: 13, scope: !72)
!205 = !DILocation(line: 63, column: 27, scope: !206)
!206 = distinct !DILexicalBlock(scope: !72, file: !2, line: 62, column: 13)
!207 = !DILocation(line: 63, column: 30, scope: !206)
!208 = !DILocation(line: 63, column: 25, scope: !206)
!209 = !DILocation(line: 63, column: 17, scope: !206)
!210 = !DILocation(line: 62, column: 37, scope: !206)
!211 = distinct !{!211, !204, !212, !149, !150, !151}
!212 = !DILocation(line: 63, column: 64, scope: !72)
!213 = !DILocation(line: 64, column: 35, scope: !61)
!214 = !DILocation(line: 64, column: 9, scope: !61)
!215 = !DILocation(line: 65, column: 5, scope: !62)
!216 = !DILocation(line: 59, column: 30, scope: !62)
!217 = !DILocation(line: 59, column: 23, scope: !62)
!218 = !DILocation(line: 59, column: 5, scope: !59)
!219 = distinct !{!219, !218, !220, !149}
!220 = !DILocation(line: 65, column: 5, scope: !59)
!221 = !DILocation(line: 61, column: 33, scope: !73)
!222 = !DILocation(line: 61, column: 27, scope: !73)
!223 = distinct !{!223, !202, !224, !149}
!224 = !DILocation(line: 63, column: 64, scope: !70)
!225 = !DILocation(line: 0, scope: !75)
!226 = !DILocation(line: 67, column: 39, scope: !227)
!227 = distinct !DILexicalBlock(scope: !75, file: !2, line: 66, column: 5)
!228 = !DILocation(line: 67, column: 9, scope: !227)
!229 = !DILocation(line: 66, column: 35, scope: !227)
!230 = !DILocation(line: 66, column: 24, scope: !227)
!231 = !DILocation(line: 66, column: 5, scope: !75)
!232 = distinct !{!232, !231, !233, !149}
!233 = !DILocation(line: 67, column: 53, scope: !75)
!234 = !DILocation(line: 0, scope: !77)
!235 = !DILocation(line: 70, column: 9, scope: !79)
!236 = !DILocation(line: 0, scope: !79)
!237 = !DILocation(line: 0, scope: !87)
!238 = !DILocation(line: 0, scope: !90)
!239 = !DILocation(line: 77, column: 9, scope: !79)
!240 = !DILocation(line: 78, column: 5, scope: !80)
!241 = !DILocation(line: 70, column: 16, scope: !79)
!242 = !DILocation(line: 72, column: 20, scope: !243)
!243 = distinct !DILexicalBlock(scope: !87, file: !2, line: 71, column: 9)
!244 = !{!245, !245, i64 0}
!245 = !{!"double", !145, i64 0}
!246 = !DILocation(line: 72, column: 13, scope: !243)
!247 = !DILocation(line: 75, column: 21, scope: !248)
!248 = distinct !DILexicalBlock(scope: !90, file: !2, line: 74, column: 9)
!249 = !DILocation(line: 75, column: 18, scope: !248)
!250 = !DILocation(line: 76, column: 14, scope: !79)
!251 = !DILocation(line: 71, column: 9, scope: !87)
!252 = !DILocation(line: 72, column: 29, scope: !243)
!253 = !DILocation(line: 72, column: 22, scope: !243)
!254 = !DILocation(line: 72, column: 36, scope: !243)
!255 = !DILocation(line: 71, column: 27, scope: !243)
!256 = distinct !{!256, !251, !257, !149}
!257 = !DILocation(line: 72, column: 38, scope: !87)
!258 = !DILocation(line: 71, column: 35, scope: !243)
!259 = !DILocation(line: 0, scope: !39)
!260 = !DILocation(line: 87, column: 5, scope: !39)
!261 = !DILocation(line: 89, column: 1, scope: !39)
!262 = !DISubprogram(name: "printf", scope: !263, file: !263, line: 356, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!264 = !DISubroutineType(types: !265)
!265 = !{!42, !266, null}
!266 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!269 = distinct !DISubprogram(name: "det_rec", scope: !2, file: !2, line: 19, type: !270, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{!42, !42, !101}
!272 = !{!273, !274, !275, !276, !278, !281, !282, !287, !289, !292, !294}
!273 = !DILocalVariable(name: "n", arg: 1, scope: !269, file: !2, line: 19, type: !42)
!274 = !DILocalVariable(name: "m", arg: 2, scope: !269, file: !2, line: 19, type: !101)
!275 = !DILocalVariable(name: "det", scope: !269, file: !2, line: 22, type: !42)
!276 = !DILocalVariable(name: "c", scope: !277, file: !2, line: 23, type: !42)
!277 = distinct !DILexicalBlock(scope: !269, file: !2, line: 23, column: 5)
!278 = !DILocalVariable(name: "__vla_expr0", scope: !279, type: !51, flags: DIFlagArtificial)
!279 = distinct !DILexicalBlock(scope: !280, file: !2, line: 23, column: 33)
!280 = distinct !DILexicalBlock(scope: !277, file: !2, line: 23, column: 5)
!281 = !DILocalVariable(name: "__vla_expr1", scope: !279, type: !51, flags: DIFlagArtificial)
!282 = !DILocalVariable(name: "sub", scope: !279, file: !2, line: 24, type: !283)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !284)
!284 = !{!285, !286}
!285 = !DISubrange(count: !278)
!286 = !DISubrange(count: !281)
!287 = !DILocalVariable(name: "i", scope: !288, file: !2, line: 25, type: !42)
!288 = distinct !DILexicalBlock(scope: !279, file: !2, line: 25, column: 9)
!289 = !DILocalVariable(name: "cc", scope: !290, file: !2, line: 26, type: !42)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 25, column: 37)
!291 = distinct !DILexicalBlock(scope: !288, file: !2, line: 25, column: 9)
!292 = !DILocalVariable(name: "j", scope: !293, file: !2, line: 27, type: !42)
!293 = distinct !DILexicalBlock(scope: !290, file: !2, line: 27, column: 13)
!294 = !DILocalVariable(name: "sign", scope: !279, file: !2, line: 31, type: !42)
!295 = !DILocation(line: 0, scope: !269)
!296 = !DILocation(line: 20, column: 11, scope: !297)
!297 = distinct !DILexicalBlock(scope: !269, file: !2, line: 20, column: 9)
!298 = !DILocation(line: 20, column: 9, scope: !269)
!299 = !DILocation(line: 0, scope: !277)
!300 = !DILocation(line: 23, column: 23, scope: !280)
!301 = !DILocation(line: 23, column: 5, scope: !277)
!302 = !DILocation(line: 21, column: 16, scope: !297)
!303 = !DILocation(line: 21, column: 9, scope: !297)
!304 = !DILocation(line: 24, column: 9, scope: !279)
!305 = !DILocation(line: 0, scope: !279)
!306 = !DILocation(line: 24, column: 13, scope: !279)
!307 = !DILocation(line: 0, scope: !288)
!308 = !DILocation(line: 25, column: 9, scope: !288)
!309 = !DILocation(line: 0, scope: !293)
!310 = !DILocation(line: 0, scope: !290)
!311 = !DILocation(line: 27, column: 13, scope: !293)
!312 = !DILocation(line: 31, column: 20, scope: !279)
!313 = !DILocation(line: 32, column: 23, scope: !279)
!314 = !DILocation(line: 32, column: 21, scope: !279)
!315 = !DILocation(line: 32, column: 33, scope: !279)
!316 = !DILocation(line: 32, column: 31, scope: !279)
!317 = !DILocation(line: 32, column: 13, scope: !279)
!318 = !DILocation(line: 33, column: 5, scope: !280)
!319 = !DILocation(line: 23, column: 29, scope: !280)
!320 = distinct !{!320, !301, !321, !149}
!321 = !DILocation(line: 33, column: 5, scope: !277)
!322 = !DILocation(line: 28, column: 21, scope: !323)
!323 = distinct !DILexicalBlock(scope: !293, file: !2, line: 27, column: 13)
!324 = !DILocation(line: 29, column: 40, scope: !325)
!325 = distinct !DILexicalBlock(scope: !323, file: !2, line: 28, column: 21)
!326 = !DILocation(line: 29, column: 21, scope: !325)
!327 = !DILocation(line: 29, column: 38, scope: !325)
!328 = !DILocation(line: 25, column: 33, scope: !291)
!329 = !DILocation(line: 25, column: 27, scope: !291)
!330 = distinct !{!330, !308, !331, !149}
!331 = !DILocation(line: 30, column: 9, scope: !288)
!332 = !DILocation(line: 28, column: 23, scope: !325)
!333 = !DILocation(line: 29, column: 34, scope: !325)
!334 = !DILocation(line: 27, column: 37, scope: !323)
!335 = distinct !{!335, !311, !336, !149}
!336 = !DILocation(line: 29, column: 46, scope: !293)
!337 = !DILocation(line: 35, column: 1, scope: !269)
!338 = distinct !DISubprogram(name: "sieve_count", scope: !2, file: !2, line: 37, type: !339, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !341)
!339 = !DISubroutineType(types: !340)
!340 = !{!29, !42}
!341 = !{!342, !343, !344, !348, !350, !352, !356, !357}
!342 = !DILocalVariable(name: "n", arg: 1, scope: !338, file: !2, line: 37, type: !42)
!343 = !DILocalVariable(name: "__vla_expr0", scope: !338, type: !51, flags: DIFlagArtificial)
!344 = !DILocalVariable(name: "is", scope: !338, file: !2, line: 38, type: !345)
!345 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !346)
!346 = !{!347}
!347 = !DISubrange(count: !343)
!348 = !DILocalVariable(name: "i", scope: !349, file: !2, line: 39, type: !42)
!349 = distinct !DILexicalBlock(scope: !338, file: !2, line: 39, column: 5)
!350 = !DILocalVariable(name: "i", scope: !351, file: !2, line: 41, type: !42)
!351 = distinct !DILexicalBlock(scope: !338, file: !2, line: 41, column: 5)
!352 = !DILocalVariable(name: "j", scope: !353, file: !2, line: 43, type: !42)
!353 = distinct !DILexicalBlock(scope: !354, file: !2, line: 43, column: 13)
!354 = distinct !DILexicalBlock(scope: !355, file: !2, line: 42, column: 13)
!355 = distinct !DILexicalBlock(scope: !351, file: !2, line: 41, column: 5)
!356 = !DILocalVariable(name: "c", scope: !338, file: !2, line: 45, type: !29)
!357 = !DILocalVariable(name: "i", scope: !358, file: !2, line: 46, type: !42)
!358 = distinct !DILexicalBlock(scope: !338, file: !2, line: 46, column: 5)
!359 = !DILocation(line: 0, scope: !338)
!360 = !DILocation(line: 38, column: 15, scope: !338)
!361 = !DILocation(line: 38, column: 5, scope: !338)
!362 = !DILocation(line: 38, column: 10, scope: !338)
!363 = !DILocation(line: 0, scope: !349)
!364 = !DILocation(line: 39, column: 23, scope: !365)
!365 = distinct !DILexicalBlock(scope: !349, file: !2, line: 39, column: 5)
!366 = !DILocation(line: 39, column: 5, scope: !349)
!367 = !DILocation(line: 39, column: 30, scope: !365)
!368 = !DILocation(line: 40, column: 19, scope: !365)
!369 = !DILocation(line: 40, column: 17, scope: !365)
!370 = !DILocation(line: 40, column: 9, scope: !365)
!371 = !DILocation(line: 40, column: 15, scope: !365)
!372 = !{!145, !145, i64 0}
!373 = distinct !{!373, !366, !374, !149, !150, !151}
!374 = !DILocation(line: 40, column: 22, scope: !349)
!375 = distinct !{!375, !366, !374, !149, !150, !151}
!376 = !DILocation(line: 0, scope: !351)
!377 = !DILocation(line: 41, column: 27, scope: !355)
!378 = !DILocation(line: 41, column: 5, scope: !351)
!379 = distinct !{!379, !366, !374, !149, !151, !150}
!380 = !DILocation(line: 0, scope: !358)
!381 = !DILocation(line: 46, column: 5, scope: !358)
!382 = !DILocation(line: 46, column: 30, scope: !383)
!383 = distinct !DILexicalBlock(scope: !358, file: !2, line: 46, column: 5)
!384 = !DILocation(line: 47, column: 24, scope: !383)
!385 = !DILocation(line: 47, column: 14, scope: !383)
!386 = !DILocation(line: 47, column: 11, scope: !383)
!387 = distinct !{!387, !381, !388, !149, !150, !151}
!388 = !DILocation(line: 47, column: 28, scope: !358)
!389 = !DILocation(line: 42, column: 13, scope: !354)
!390 = !DILocation(line: 0, scope: !353)
!391 = !DILocation(line: 42, column: 13, scope: !355)
!392 = !DILocation(line: 43, column: 13, scope: !353)
!393 = !DILocation(line: 44, column: 17, scope: !394)
!394 = distinct !DILexicalBlock(scope: !353, file: !2, line: 43, column: 13)
!395 = !DILocation(line: 44, column: 23, scope: !394)
!396 = !DILocation(line: 43, column: 43, scope: !394)
!397 = !DILocation(line: 43, column: 35, scope: !394)
!398 = distinct !{!398, !392, !399, !149}
!399 = !DILocation(line: 44, column: 25, scope: !353)
!400 = !DILocation(line: 41, column: 34, scope: !355)
!401 = !DILocation(line: 41, column: 23, scope: !355)
!402 = distinct !{!402, !378, !403, !149}
!403 = !DILocation(line: 44, column: 25, scope: !351)
!404 = !DILocation(line: 49, column: 1, scope: !338)
!405 = !DILocation(line: 46, column: 23, scope: !383)
!406 = distinct !{!406, !381, !388, !149, !151, !150}
