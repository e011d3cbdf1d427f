; ModuleID = 'compress.c'
source_filename = "compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"the cat \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"sat on \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"the mat \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"and the dog \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"barked \00", align 1, !dbg !19
@__const.main.phrases = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [58 x i8] c"kind %d: rle %zu bytes ok=%d, lz %zu bytes ok=%d hash=%u\0A\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !29 {
  %1 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #8, !dbg !88
    #dbg_value(ptr %1, !34, !DIExpression(), !89)
  %2 = tail call noalias dereferenceable_or_null(3600) ptr @malloc(i64 noundef 3600) #8, !dbg !90
    #dbg_value(ptr %2, !37, !DIExpression(), !89)
  %3 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #8, !dbg !91
    #dbg_value(ptr %3, !38, !DIExpression(), !89)
    #dbg_value(i32 0, !45, !DIExpression(), !92)
  br label %4, !dbg !93

4:                                                ; preds = %0, %413
  %5 = phi i32 [ 0, %0 ], [ %418, %413 ]
    #dbg_value(i32 %5, !45, !DIExpression(), !92)
    #dbg_value(i64 0, !47, !DIExpression(), !94)
    #dbg_value(i32 1, !53, !DIExpression(), !94)
  switch i32 %5, label %55 [
    i32 0, label %6
    i32 1, label %26
  ]

6:                                                ; preds = %4, %6
  %7 = phi i64 [ %24, %6 ], [ 0, %4 ]
  %8 = phi i32 [ %10, %6 ], [ 1, %4 ]
    #dbg_value(i64 %7, !47, !DIExpression(), !94)
    #dbg_value(i32 %8, !53, !DIExpression(), !94)
  %9 = mul i32 %8, 1103515245, !dbg !95
  %10 = add i32 %9, 12345, !dbg !96
    #dbg_value(i32 %10, !53, !DIExpression(), !94)
    #dbg_value(i16 poison, !55, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !97)
    #dbg_value(i32 %10, !59, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !97)
    #dbg_value(i64 0, !60, !DIExpression(), !98)
  %11 = lshr i32 %10, 24, !dbg !99
    #dbg_value(i32 %11, !59, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !97)
  %12 = trunc nuw i32 %11 to i8, !dbg !100
    #dbg_value(i8 %12, !59, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !97)
  %13 = and i8 %12, 3, !dbg !100
    #dbg_value(i8 %13, !59, !DIExpression(DW_OP_plus_uconst, 97, DW_OP_stack_value), !97)
  %14 = add nuw nsw i8 %13, 97, !dbg !100
    #dbg_value(i8 %14, !59, !DIExpression(), !97)
  %15 = lshr i32 %10, 16, !dbg !101
  %16 = trunc nuw i32 %15 to i16, !dbg !102
  %17 = urem i16 %16, 40, !dbg !102
    #dbg_value(i16 %17, !55, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !97)
  %18 = getelementptr i8, ptr %1, i64 %7, !dbg !103
  %19 = zext nneg i16 %17 to i64, !dbg !103
  %20 = sub nuw nsw i64 1199, %7, !dbg !103
  %21 = tail call i64 @llvm.umin.i64(i64 %19, i64 %20), !dbg !103
  %22 = add nuw nsw i64 %21, 1, !dbg !103
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %18, i8 %14, i64 %22, i1 false), !dbg !104, !tbaa !106
    #dbg_value(i64 poison, !47, !DIExpression(), !94)
    #dbg_value(i64 poison, !60, !DIExpression(), !98)
  %23 = add nuw nsw i64 %7, 1, !dbg !103
  %24 = add nuw nsw i64 %23, %21, !dbg !103
    #dbg_value(i32 poison, !53, !DIExpression(), !94)
  %25 = icmp ult i64 %24, 1200, !dbg !109
  br i1 %25, label %6, label %83, !dbg !110, !llvm.loop !111

26:                                               ; preds = %4, %51
  %27 = phi i64 [ %52, %51 ], [ 0, %4 ]
  %28 = phi i32 [ %30, %51 ], [ %5, %4 ]
    #dbg_value(i64 %27, !47, !DIExpression(), !94)
    #dbg_value(i32 %28, !53, !DIExpression(), !94)
  %29 = mul i32 %28, 1103515245, !dbg !114
  %30 = add i32 %29, 12345, !dbg !115
    #dbg_value(i32 %30, !53, !DIExpression(), !94)
  %31 = lshr i32 %30, 16, !dbg !116
  %32 = trunc nuw i32 %31 to i16, !dbg !117
  %33 = urem i16 %32, 5, !dbg !117
  %34 = zext nneg i16 %33 to i64, !dbg !118
  %35 = getelementptr inbounds [5 x ptr], ptr @__const.main.phrases, i64 0, i64 %34, !dbg !118
  %36 = load ptr, ptr %35, align 8, !dbg !118, !tbaa !119
    #dbg_value(ptr %36, !62, !DIExpression(), !121)
    #dbg_value(i64 0, !65, !DIExpression(), !122)
  %37 = load i8, ptr %36, align 1, !dbg !123, !tbaa !106
  %38 = icmp eq i8 %37, 0, !dbg !123
  br i1 %38, label %51, label %39, !dbg !125

39:                                               ; preds = %26, %39
  %40 = phi i8 [ %47, %39 ], [ %37, %26 ]
  %41 = phi i64 [ %43, %39 ], [ %27, %26 ]
  %42 = phi i64 [ %45, %39 ], [ 0, %26 ]
    #dbg_value(i64 %41, !47, !DIExpression(), !94)
    #dbg_value(i64 %42, !65, !DIExpression(), !122)
  %43 = add nuw nsw i64 %41, 1, !dbg !126
    #dbg_value(i64 %43, !47, !DIExpression(), !94)
  %44 = getelementptr inbounds i8, ptr %1, i64 %41, !dbg !127
  store i8 %40, ptr %44, align 1, !dbg !128, !tbaa !106
  %45 = add nuw nsw i64 %42, 1, !dbg !129
    #dbg_value(i64 %45, !65, !DIExpression(), !122)
  %46 = getelementptr inbounds i8, ptr %36, i64 %45, !dbg !123
  %47 = load i8, ptr %46, align 1, !dbg !123, !tbaa !106
  %48 = icmp ne i8 %47, 0, !dbg !123
  %49 = icmp ult i64 %41, 1199, !dbg !130
  %50 = and i1 %48, %49, !dbg !130
  br i1 %50, label %39, label %51, !dbg !125, !llvm.loop !131

51:                                               ; preds = %39, %26
  %52 = phi i64 [ %27, %26 ], [ %43, %39 ], !dbg !94
    #dbg_value(i64 poison, !47, !DIExpression(), !94)
    #dbg_value(i32 poison, !53, !DIExpression(), !94)
  %53 = icmp ult i64 %52, 1200, !dbg !109
  br i1 %53, label %26, label %83, !dbg !110, !llvm.loop !111

54:                                               ; preds = %413
  tail call void @free(ptr noundef %1) #9, !dbg !133
  tail call void @free(ptr noundef %2) #9, !dbg !134
  tail call void @free(ptr noundef %3) #9, !dbg !135
  ret i32 0, !dbg !136

55:                                               ; preds = %4, %55
  %56 = phi i64 [ %80, %55 ], [ 0, %4 ]
  %57 = phi i32 [ %77, %55 ], [ 1, %4 ]
    #dbg_value(i64 %56, !47, !DIExpression(), !94)
    #dbg_value(i32 %57, !53, !DIExpression(), !94)
  %58 = mul i32 %57, 1103515245, !dbg !137
  %59 = add i32 %58, 12345, !dbg !139
    #dbg_value(i32 %59, !53, !DIExpression(), !94)
  %60 = lshr i32 %59, 23, !dbg !140
  %61 = trunc i32 %60 to i8, !dbg !141
  %62 = or disjoint i64 %56, 1, !dbg !142
    #dbg_value(i64 %62, !47, !DIExpression(), !94)
  %63 = getelementptr inbounds i8, ptr %1, i64 %56, !dbg !143
  store i8 %61, ptr %63, align 1, !dbg !144, !tbaa !106
  %64 = mul i32 %59, 1103515245, !dbg !137
  %65 = add i32 %64, 12345, !dbg !139
    #dbg_value(i32 %65, !53, !DIExpression(), !94)
  %66 = lshr i32 %65, 23, !dbg !140
  %67 = trunc i32 %66 to i8, !dbg !141
  %68 = or disjoint i64 %56, 2, !dbg !142
    #dbg_value(i64 %68, !47, !DIExpression(), !94)
  %69 = getelementptr inbounds i8, ptr %1, i64 %62, !dbg !143
  store i8 %67, ptr %69, align 1, !dbg !144, !tbaa !106
  %70 = mul i32 %65, 1103515245, !dbg !137
  %71 = add i32 %70, 12345, !dbg !139
    #dbg_value(i32 %71, !53, !DIExpression(), !94)
  %72 = lshr i32 %71, 23, !dbg !140
  %73 = trunc i32 %72 to i8, !dbg !141
  %74 = or disjoint i64 %56, 3, !dbg !142
    #dbg_value(i64 %74, !47, !DIExpression(), !94)
  %75 = getelementptr inbounds i8, ptr %1, i64 %68, !dbg !143
  store i8 %73, ptr %75, align 1, !dbg !144, !tbaa !106
  %76 = mul i32 %71, 1103515245, !dbg !137
  %77 = add i32 %76, 12345, !dbg !139
    #dbg_value(i32 %77, !53, !DIExpression(), !94)
  %78 = lshr i32 %77, 23, !dbg !140
  %79 = trunc i32 %78 to i8, !dbg !141
  %80 = add nuw nsw i64 %56, 4, !dbg !142
    #dbg_value(i64 %80, !47, !DIExpression(), !94)
  %81 = getelementptr inbounds i8, ptr %1, i64 %74, !dbg !143
  store i8 %79, ptr %81, align 1, !dbg !144, !tbaa !106
  %82 = icmp eq i64 %80, 1200, !dbg !109
  br i1 %82, label %83, label %55, !dbg !110, !llvm.loop !111

83:                                               ; preds = %51, %6, %55
  br label %84, !dbg !145

84:                                               ; preds = %83, %114
  %85 = phi i64 [ %94, %114 ], [ 0, %83 ]
  %86 = phi i64 [ %118, %114 ], [ 0, %83 ]
    #dbg_value(i64 %85, !157, !DIExpression(), !162)
    #dbg_value(i64 %86, !156, !DIExpression(), !163)
    #dbg_value(i64 1, !158, !DIExpression(), !164)
  %87 = icmp ult i64 %85, 1199, !dbg !165
  br i1 %87, label %88, label %105, !dbg !166

88:                                               ; preds = %84
  %89 = add nuw nsw i64 %85, 1, !dbg !167
  %90 = getelementptr inbounds i8, ptr %1, i64 %85
  %91 = load i8, ptr %90, align 1, !tbaa !106
  %92 = sub nuw nsw i64 1200, %85, !dbg !166
  br label %93, !dbg !166

93:                                               ; preds = %101, %88
  %94 = phi i64 [ %89, %88 ], [ %103, %101 ]
  %95 = phi i64 [ 1, %88 ], [ %102, %101 ]
    #dbg_value(i64 %95, !158, !DIExpression(), !164)
  %96 = getelementptr inbounds i8, ptr %1, i64 %94, !dbg !168
  %97 = load i8, ptr %96, align 1, !dbg !168, !tbaa !106
  %98 = icmp eq i8 %97, %91, !dbg !169
  %99 = icmp ult i64 %95, 255
  %100 = and i1 %99, %98, !dbg !170
  br i1 %100, label %101, label %114, !dbg !170

101:                                              ; preds = %93
  %102 = add nuw nsw i64 %95, 1, !dbg !171
    #dbg_value(i64 %102, !158, !DIExpression(), !164)
  %103 = add nuw nsw i64 %102, %85, !dbg !167
  %104 = icmp eq i64 %102, %92, !dbg !165
  br i1 %104, label %105, label %93, !dbg !166, !llvm.loop !172

105:                                              ; preds = %84, %101
  %106 = phi i64 [ %92, %101 ], [ 1, %84 ]
  %107 = trunc i64 %106 to i8, !dbg !174
  %108 = or disjoint i64 %86, 1, !dbg !175
    #dbg_value(i64 %108, !156, !DIExpression(), !163)
  %109 = getelementptr inbounds i8, ptr %2, i64 %86, !dbg !176
  store i8 %107, ptr %109, align 1, !dbg !177, !tbaa !106
  %110 = getelementptr inbounds i8, ptr %1, i64 %85, !dbg !178
  %111 = load i8, ptr %110, align 1, !dbg !178, !tbaa !106
  %112 = add i64 %86, 2, !dbg !179
    #dbg_value(i64 %112, !156, !DIExpression(), !163)
  %113 = getelementptr inbounds i8, ptr %2, i64 %108, !dbg !180
  store i8 %111, ptr %113, align 1, !dbg !181, !tbaa !106
    #dbg_value(i64 poison, !157, !DIExpression(), !162)
  br label %121, !dbg !145

114:                                              ; preds = %93
  %115 = trunc i64 %95 to i8, !dbg !174
  %116 = or disjoint i64 %86, 1, !dbg !175
    #dbg_value(i64 %116, !156, !DIExpression(), !163)
  %117 = getelementptr inbounds i8, ptr %2, i64 %86, !dbg !176
  store i8 %115, ptr %117, align 1, !dbg !177, !tbaa !106
  %118 = add i64 %86, 2, !dbg !179
    #dbg_value(i64 %118, !156, !DIExpression(), !163)
  %119 = getelementptr inbounds i8, ptr %2, i64 %116, !dbg !180
  store i8 %91, ptr %119, align 1, !dbg !181, !tbaa !106
    #dbg_value(i64 %94, !157, !DIExpression(), !162)
  %120 = icmp ult i64 %94, 1200, !dbg !182
  br i1 %120, label %84, label %121, !dbg !145, !llvm.loop !183

121:                                              ; preds = %114, %105
  %122 = phi i64 [ %112, %105 ], [ %118, %114 ]
    #dbg_value(i64 %122, !67, !DIExpression(), !94)
    #dbg_value(ptr %2, !185, !DIExpression(), !193)
    #dbg_value(i64 %122, !188, !DIExpression(), !193)
    #dbg_value(ptr %3, !189, !DIExpression(), !193)
    #dbg_value(i64 0, !190, !DIExpression(), !193)
    #dbg_value(i64 0, !191, !DIExpression(), !195)
  %123 = icmp ugt i64 %122, 1, !dbg !196
  br i1 %123, label %124, label %143, !dbg !198

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %135, %124 ], [ 0, %121 ]
  %126 = phi i64 [ %134, %124 ], [ 0, %121 ]
  %127 = or disjoint i64 %125, 1, !dbg !199
    #dbg_value(i64 %125, !191, !DIExpression(), !195)
    #dbg_value(i64 %126, !190, !DIExpression(), !193)
  %128 = getelementptr inbounds i8, ptr %3, i64 %126, !dbg !199
  %129 = getelementptr inbounds i8, ptr %2, i64 %127, !dbg !201
  %130 = load i8, ptr %129, align 1, !dbg !201, !tbaa !106
  %131 = getelementptr inbounds i8, ptr %2, i64 %125, !dbg !202
  %132 = load i8, ptr %131, align 1, !dbg !202, !tbaa !106
  %133 = zext i8 %132 to i64, !dbg !202
  tail call void @llvm.memset.p0.i64(ptr align 1 %128, i8 %130, i64 %133, i1 false), !dbg !203
  %134 = add i64 %126, %133, !dbg !204
    #dbg_value(i64 %134, !190, !DIExpression(), !193)
  %135 = add i64 %125, 2, !dbg !205
    #dbg_value(i64 %135, !191, !DIExpression(), !195)
  %136 = or disjoint i64 %135, 1, !dbg !206
  %137 = icmp ult i64 %136, %122, !dbg !196
  br i1 %137, label %124, label %138, !dbg !198, !llvm.loop !207

138:                                              ; preds = %124
    #dbg_value(i64 %134, !68, !DIExpression(), !94)
  %139 = icmp eq i64 %134, 1200, !dbg !209
  br i1 %139, label %140, label %143, !dbg !210

140:                                              ; preds = %138
  %141 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(1200) %3, ptr noundef nonnull dereferenceable(1200) %1, i64 1200), !dbg !211
  %142 = icmp eq i32 %141, 0, !dbg !212
  br label %143

143:                                              ; preds = %121, %140, %138
  %144 = phi i1 [ false, %138 ], [ %142, %140 ], [ false, %121 ], !dbg !94
    #dbg_value(i32 %146, !69, !DIExpression(), !94)
    #dbg_value(ptr %1, !213, !DIExpression(), !236)
    #dbg_value(i64 1200, !216, !DIExpression(), !236)
    #dbg_value(ptr %2, !217, !DIExpression(), !236)
    #dbg_value(i64 0, !218, !DIExpression(), !236)
    #dbg_value(i64 0, !219, !DIExpression(), !236)
    #dbg_value(i64 0, !220, !DIExpression(), !236)
  br label %148, !dbg !238

145:                                              ; preds = %214
  %146 = zext i1 %144 to i32, !dbg !210
    #dbg_value(i64 %217, !218, !DIExpression(), !236)
    #dbg_value(i64 %215, !220, !DIExpression(), !236)
  %147 = icmp ult i64 %215, 1200, !dbg !239
  br i1 %147, label %219, label %233, !dbg !240

148:                                              ; preds = %214, %143
  %149 = phi i64 [ 0, %143 ], [ %217, %214 ]
  %150 = phi i64 [ 0, %143 ], [ %216, %214 ]
  %151 = phi i64 [ 0, %143 ], [ %215, %214 ]
    #dbg_value(i64 %149, !218, !DIExpression(), !236)
    #dbg_value(i64 %150, !219, !DIExpression(), !236)
    #dbg_value(i64 %151, !220, !DIExpression(), !236)
    #dbg_value(i64 0, !221, !DIExpression(), !241)
    #dbg_value(i64 0, !223, !DIExpression(), !241)
  %152 = tail call i64 @llvm.usub.sat.i64(i64 %150, i64 255), !dbg !242
    #dbg_value(i64 %152, !224, !DIExpression(), !241)
    #dbg_value(i64 %152, !225, !DIExpression(), !243)
  %153 = icmp ult i64 %152, %150, !dbg !244
  br i1 %153, label %154, label %212, !dbg !245

154:                                              ; preds = %148
  %155 = sub nuw nsw i64 1200, %150, !dbg !245
  %156 = getelementptr i8, ptr %1, i64 %150
  br label %157, !dbg !245

157:                                              ; preds = %171, %154
  %158 = phi i64 [ %177, %171 ], [ %152, %154 ]
  %159 = phi i64 [ %176, %171 ], [ 0, %154 ]
  %160 = phi i64 [ %175, %171 ], [ 0, %154 ]
    #dbg_value(i64 %158, !225, !DIExpression(), !243)
    #dbg_value(i64 %159, !223, !DIExpression(), !241)
    #dbg_value(i64 %160, !221, !DIExpression(), !241)
    #dbg_value(i64 0, !227, !DIExpression(), !246)
  %161 = getelementptr i8, ptr %1, i64 %158
  br label %162, !dbg !247

162:                                              ; preds = %179, %157
  %163 = phi i64 [ 0, %157 ], [ %180, %179 ]
    #dbg_value(i64 %163, !227, !DIExpression(), !246)
  %164 = getelementptr i8, ptr %161, i64 %163, !dbg !248
  %165 = load i8, ptr %164, align 1, !dbg !248, !tbaa !106
  %166 = getelementptr i8, ptr %156, i64 %163, !dbg !249
  %167 = load i8, ptr %166, align 1, !dbg !249, !tbaa !106
  %168 = icmp eq i8 %165, %167, !dbg !250
  %169 = icmp ult i64 %163, 255
  %170 = and i1 %169, %168, !dbg !251
  br i1 %170, label %179, label %171, !dbg !251

171:                                              ; preds = %179, %162
  %172 = phi i64 [ %163, %162 ], [ %155, %179 ], !dbg !246
  %173 = icmp ugt i64 %172, %160, !dbg !252
  %174 = sub nsw i64 %150, %158
  %175 = tail call i64 @llvm.umax.i64(i64 %172, i64 %160), !dbg !254
  %176 = select i1 %173, i64 %174, i64 %159, !dbg !254
    #dbg_value(i64 %176, !223, !DIExpression(), !241)
    #dbg_value(i64 %175, !221, !DIExpression(), !241)
  %177 = add nuw nsw i64 %158, 1, !dbg !255
    #dbg_value(i64 %177, !225, !DIExpression(), !243)
  %178 = icmp eq i64 %177, %150, !dbg !244
  br i1 %178, label %182, label %157, !dbg !245, !llvm.loop !256

179:                                              ; preds = %162
  %180 = add nuw nsw i64 %163, 1, !dbg !258
    #dbg_value(i64 %180, !227, !DIExpression(), !246)
  %181 = icmp eq i64 %180, %155, !dbg !259
  br i1 %181, label %171, label %162, !dbg !247, !llvm.loop !260

182:                                              ; preds = %171
  %183 = icmp ugt i64 %175, 3, !dbg !262
  br i1 %183, label %184, label %212, !dbg !263

184:                                              ; preds = %182
    #dbg_value(i64 %149, !218, !DIExpression(), !236)
    #dbg_value(i64 %151, !220, !DIExpression(), !236)
  %185 = icmp ult i64 %151, %150, !dbg !264
  br i1 %185, label %186, label %200, !dbg !265

186:                                              ; preds = %184, %186
  %187 = phi i64 [ %197, %186 ], [ %149, %184 ]
  %188 = phi i64 [ %198, %186 ], [ %151, %184 ]
    #dbg_value(i64 %187, !218, !DIExpression(), !236)
    #dbg_value(i64 %188, !220, !DIExpression(), !236)
  %189 = sub nsw i64 %150, %188, !dbg !266
  %190 = tail call i64 @llvm.umin.i64(i64 %189, i64 255), !dbg !267
    #dbg_value(i64 %190, !230, !DIExpression(), !268)
    #dbg_value(i64 %187, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %191 = getelementptr inbounds i8, ptr %2, i64 %187, !dbg !269
  store i8 0, ptr %191, align 1, !dbg !270, !tbaa !106
  %192 = trunc nuw i64 %190 to i8, !dbg !271
  %193 = add i64 %187, 2, !dbg !272
    #dbg_value(i64 %193, !218, !DIExpression(), !236)
  %194 = getelementptr i8, ptr %191, i64 1, !dbg !273
  store i8 %192, ptr %194, align 1, !dbg !274, !tbaa !106
  %195 = getelementptr inbounds i8, ptr %2, i64 %193, !dbg !275
  %196 = getelementptr inbounds i8, ptr %1, i64 %188, !dbg !276
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %195, ptr readonly align 1 %196, i64 %190, i1 false), !dbg !277
  %197 = add i64 %190, %193, !dbg !278
    #dbg_value(i64 %197, !218, !DIExpression(), !236)
  %198 = add nsw i64 %190, %188, !dbg !279
    #dbg_value(i64 %198, !220, !DIExpression(), !236)
  %199 = icmp ult i64 %198, %150, !dbg !264
  br i1 %199, label %186, label %200, !dbg !265, !llvm.loop !280

200:                                              ; preds = %186, %184
  %201 = phi i64 [ %149, %184 ], [ %197, %186 ], !dbg !236
    #dbg_value(i64 %201, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %202 = getelementptr inbounds i8, ptr %2, i64 %201, !dbg !282
  store i8 1, ptr %202, align 1, !dbg !283, !tbaa !106
  %203 = lshr i64 %176, 8, !dbg !284
  %204 = trunc i64 %203 to i8, !dbg !285
    #dbg_value(i64 %201, !218, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %205 = getelementptr i8, ptr %202, i64 1, !dbg !286
  store i8 %204, ptr %205, align 1, !dbg !287, !tbaa !106
  %206 = trunc i64 %176 to i8, !dbg !288
    #dbg_value(i64 %201, !218, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %207 = getelementptr i8, ptr %202, i64 2, !dbg !289
  store i8 %206, ptr %207, align 1, !dbg !290, !tbaa !106
  %208 = trunc i64 %175 to i8, !dbg !291
  %209 = add i64 %201, 4, !dbg !292
    #dbg_value(i64 %209, !218, !DIExpression(), !236)
  %210 = getelementptr i8, ptr %202, i64 3, !dbg !293
  store i8 %208, ptr %210, align 1, !dbg !294, !tbaa !106
  %211 = add i64 %175, %150, !dbg !295
    #dbg_value(i64 %211, !219, !DIExpression(), !236)
    #dbg_value(i64 %211, !220, !DIExpression(), !236)
  br label %214, !dbg !296

212:                                              ; preds = %182, %148
  %213 = add nuw nsw i64 %150, 1, !dbg !297
    #dbg_value(i64 %213, !219, !DIExpression(), !236)
  br label %214

214:                                              ; preds = %212, %200
  %215 = phi i64 [ %211, %200 ], [ %151, %212 ], !dbg !236
  %216 = phi i64 [ %211, %200 ], [ %213, %212 ], !dbg !299
  %217 = phi i64 [ %209, %200 ], [ %149, %212 ], !dbg !236
    #dbg_value(i64 %217, !218, !DIExpression(), !236)
    #dbg_value(i64 %216, !219, !DIExpression(), !236)
    #dbg_value(i64 %215, !220, !DIExpression(), !236)
  %218 = icmp ult i64 %216, 1200, !dbg !300
  br i1 %218, label %148, label %145, !dbg !238, !llvm.loop !301

219:                                              ; preds = %145, %219
  %220 = phi i64 [ %230, %219 ], [ %217, %145 ]
  %221 = phi i64 [ %231, %219 ], [ %215, %145 ]
    #dbg_value(i64 %220, !218, !DIExpression(), !236)
    #dbg_value(i64 %221, !220, !DIExpression(), !236)
  %222 = sub nuw nsw i64 1200, %221, !dbg !303
  %223 = tail call i64 @llvm.umin.i64(i64 %222, i64 255), !dbg !304
    #dbg_value(i64 %223, !234, !DIExpression(), !305)
    #dbg_value(i64 %220, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %224 = getelementptr inbounds i8, ptr %2, i64 %220, !dbg !306
  store i8 0, ptr %224, align 1, !dbg !307, !tbaa !106
  %225 = trunc nuw i64 %223 to i8, !dbg !308
  %226 = add i64 %220, 2, !dbg !309
    #dbg_value(i64 %226, !218, !DIExpression(), !236)
  %227 = getelementptr i8, ptr %224, i64 1, !dbg !310
  store i8 %225, ptr %227, align 1, !dbg !311, !tbaa !106
  %228 = getelementptr inbounds i8, ptr %2, i64 %226, !dbg !312
  %229 = getelementptr inbounds i8, ptr %1, i64 %221, !dbg !313
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %228, ptr readonly align 1 %229, i64 %223, i1 false), !dbg !314
  %230 = add i64 %223, %226, !dbg !315
    #dbg_value(i64 %230, !218, !DIExpression(), !236)
  %231 = add nuw nsw i64 %223, %221, !dbg !316
    #dbg_value(i64 %231, !220, !DIExpression(), !236)
  %232 = icmp ult i64 %231, 1200, !dbg !239
  br i1 %232, label %219, label %233, !dbg !240, !llvm.loop !317

233:                                              ; preds = %219, %145
  %234 = phi i64 [ %217, %145 ], [ %230, %219 ], !dbg !236
    #dbg_value(i64 %234, !70, !DIExpression(), !94)
    #dbg_value(ptr %2, !319, !DIExpression(), !337)
    #dbg_value(i64 %234, !322, !DIExpression(), !337)
    #dbg_value(ptr %3, !323, !DIExpression(), !337)
    #dbg_value(i64 0, !324, !DIExpression(), !337)
    #dbg_value(i64 0, !325, !DIExpression(), !339)
  %235 = icmp eq i64 %234, 0, !dbg !340
  br i1 %235, label %413, label %236, !dbg !341

236:                                              ; preds = %233, %378
  %237 = phi i64 [ %381, %378 ], [ 0, %233 ]
  %238 = phi i64 [ %382, %378 ], [ 0, %233 ]
    #dbg_value(i64 %237, !324, !DIExpression(), !337)
    #dbg_value(i64 %238, !325, !DIExpression(), !339)
  %239 = getelementptr inbounds i8, ptr %2, i64 %238, !dbg !342
  %240 = load i8, ptr %239, align 1, !dbg !342, !tbaa !106
  %241 = icmp eq i8 %240, 0, !dbg !343
  br i1 %241, label %242, label %249, !dbg !344

242:                                              ; preds = %236
  %243 = getelementptr i8, ptr %239, i64 1, !dbg !345
  %244 = load i8, ptr %243, align 1, !dbg !345, !tbaa !106
  %245 = zext i8 %244 to i64, !dbg !345
    #dbg_value(i64 %245, !327, !DIExpression(), !346)
  %246 = getelementptr inbounds i8, ptr %3, i64 %237, !dbg !347
  %247 = getelementptr inbounds i8, ptr %239, i64 2, !dbg !348
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %246, ptr nonnull readonly align 1 %247, i64 %245, i1 false), !dbg !349
    #dbg_value(!DIArgList(i64 %237, i64 %245), !324, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !337)
  %248 = add nuw nsw i64 %245, 2, !dbg !350
    #dbg_value(!DIArgList(i64 %238, i64 %248), !325, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !339)
  br label %378, !dbg !351

249:                                              ; preds = %236
    #dbg_value(!DIArgList(i64 poison, i8 poison), !332, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !352)
  %250 = getelementptr i8, ptr %239, i64 3, !dbg !353
  %251 = load i8, ptr %250, align 1, !dbg !353, !tbaa !106
  %252 = zext i8 %251 to i64, !dbg !353
    #dbg_value(i64 %252, !334, !DIExpression(), !352)
    #dbg_value(i64 0, !335, !DIExpression(), !354)
  %253 = icmp eq i8 %251, 0, !dbg !355
  br i1 %253, label %378, label %254, !dbg !357

254:                                              ; preds = %249
  %255 = getelementptr i8, ptr %239, i64 1, !dbg !358
  %256 = load i8, ptr %255, align 1, !dbg !358, !tbaa !106
  %257 = zext i8 %256 to i64, !dbg !359
  %258 = shl nuw nsw i64 %257, 8, !dbg !360
  %259 = getelementptr i8, ptr %239, i64 2, !dbg !361
  %260 = load i8, ptr %259, align 1, !dbg !361, !tbaa !106
    #dbg_value(!DIArgList(i64 %258, i8 %260), !332, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !352)
  %261 = zext i8 %260 to i64, !dbg !361
    #dbg_value(!DIArgList(i64 %258, i64 %261), !332, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !352)
  %262 = or disjoint i64 %258, %261, !dbg !362
    #dbg_value(i64 %262, !332, !DIExpression(), !352)
  %263 = sub i64 %237, %262
  %264 = getelementptr i8, ptr %3, i64 %263
  %265 = getelementptr i8, ptr %3, i64 %237
  %266 = icmp ult i8 %251, 8, !dbg !357
  %267 = icmp ult i64 %262, 32, !dbg !357
  %268 = select i1 %266, i1 true, i1 %267, !dbg !357
  br i1 %268, label %342, label %269, !dbg !357

269:                                              ; preds = %254
  %270 = icmp ult i8 %251, 32, !dbg !357
  br i1 %270, label %330, label %271, !dbg !357

271:                                              ; preds = %269
  %272 = and i64 %252, 224, !dbg !357
  %273 = getelementptr i8, ptr %264, i64 16, !dbg !363
  %274 = load <16 x i8>, ptr %264, align 1, !dbg !363, !tbaa !106
  %275 = load <16 x i8>, ptr %273, align 1, !dbg !363, !tbaa !106
  %276 = getelementptr i8, ptr %265, i64 16, !dbg !364
  store <16 x i8> %274, ptr %265, align 1, !dbg !364, !tbaa !106
  store <16 x i8> %275, ptr %276, align 1, !dbg !364, !tbaa !106
  %277 = icmp eq i64 %272, 32, !dbg !365
  br i1 %277, label %325, label %278, !dbg !365, !llvm.loop !366

278:                                              ; preds = %271
  %279 = getelementptr i8, ptr %264, i64 32, !dbg !363
  %280 = getelementptr i8, ptr %264, i64 48, !dbg !363
  %281 = load <16 x i8>, ptr %279, align 1, !dbg !363, !tbaa !106
  %282 = load <16 x i8>, ptr %280, align 1, !dbg !363, !tbaa !106
  %283 = getelementptr i8, ptr %265, i64 32, !dbg !370
  %284 = getelementptr i8, ptr %265, i64 48, !dbg !364
  store <16 x i8> %281, ptr %283, align 1, !dbg !364, !tbaa !106
  store <16 x i8> %282, ptr %284, align 1, !dbg !364, !tbaa !106
  %285 = icmp eq i64 %272, 64, !dbg !365
  br i1 %285, label %325, label %286, !dbg !365, !llvm.loop !366

286:                                              ; preds = %278
  %287 = getelementptr i8, ptr %264, i64 64, !dbg !363
  %288 = getelementptr i8, ptr %264, i64 80, !dbg !363
  %289 = load <16 x i8>, ptr %287, align 1, !dbg !363, !tbaa !106
  %290 = load <16 x i8>, ptr %288, align 1, !dbg !363, !tbaa !106
  %291 = getelementptr i8, ptr %265, i64 64, !dbg !370
  %292 = getelementptr i8, ptr %265, i64 80, !dbg !364
  store <16 x i8> %289, ptr %291, align 1, !dbg !364, !tbaa !106
  store <16 x i8> %290, ptr %292, align 1, !dbg !364, !tbaa !106
  %293 = icmp eq i64 %272, 96, !dbg !365
  br i1 %293, label %325, label %294, !dbg !365, !llvm.loop !366

294:                                              ; preds = %286
  %295 = getelementptr i8, ptr %264, i64 96, !dbg !363
  %296 = getelementptr i8, ptr %264, i64 112, !dbg !363
  %297 = load <16 x i8>, ptr %295, align 1, !dbg !363, !tbaa !106
  %298 = load <16 x i8>, ptr %296, align 1, !dbg !363, !tbaa !106
  %299 = getelementptr i8, ptr %265, i64 96, !dbg !370
  %300 = getelementptr i8, ptr %265, i64 112, !dbg !364
  store <16 x i8> %297, ptr %299, align 1, !dbg !364, !tbaa !106
  store <16 x i8> %298, ptr %300, align 1, !dbg !364, !tbaa !106
  %301 = icmp eq i64 %272, 128, !dbg !365
  br i1 %301, label %325, label %302, !dbg !365, !llvm.loop !366

302:                                              ; preds = %294
  %303 = getelementptr i8, ptr %264, i64 128, !dbg !363
  %304 = getelementptr i8, ptr %264, i64 144, !dbg !363
  %305 = load <16 x i8>, ptr %303, align 1, !dbg !363, !tbaa !106
  %306 = load <16 x i8>, ptr %304, align 1, !dbg !363, !tbaa !106
  %307 = getelementptr i8, ptr %265, i64 128, !dbg !370
  %308 = getelementptr i8, ptr %265, i64 144, !dbg !364
  store <16 x i8> %305, ptr %307, align 1, !dbg !364, !tbaa !106
  store <16 x i8> %306, ptr %308, align 1, !dbg !364, !tbaa !106
  %309 = icmp eq i64 %272, 160, !dbg !365
  br i1 %309, label %325, label %310, !dbg !365, !llvm.loop !366

310:                                              ; preds = %302
  %311 = getelementptr i8, ptr %264, i64 160, !dbg !363
  %312 = getelementptr i8, ptr %264, i64 176, !dbg !363
  %313 = load <16 x i8>, ptr %311, align 1, !dbg !363, !tbaa !106
  %314 = load <16 x i8>, ptr %312, align 1, !dbg !363, !tbaa !106
  %315 = getelementptr i8, ptr %265, i64 160, !dbg !370
  %316 = getelementptr i8, ptr %265, i64 176, !dbg !364
  store <16 x i8> %313, ptr %315, align 1, !dbg !364, !tbaa !106
  store <16 x i8> %314, ptr %316, align 1, !dbg !364, !tbaa !106
  %317 = icmp eq i64 %272, 192, !dbg !365
  br i1 %317, label %325, label %318, !dbg !365, !llvm.loop !366

318:                                              ; preds = %310
  %319 = getelementptr i8, ptr %264, i64 192, !dbg !363
  %320 = getelementptr i8, ptr %264, i64 208, !dbg !363
  %321 = load <16 x i8>, ptr %319, align 1, !dbg !363, !tbaa !106
  %322 = load <16 x i8>, ptr %320, align 1, !dbg !363, !tbaa !106
  %323 = getelementptr i8, ptr %265, i64 192, !dbg !370
  %324 = getelementptr i8, ptr %265, i64 208, !dbg !364
  store <16 x i8> %321, ptr %323, align 1, !dbg !364, !tbaa !106
  store <16 x i8> %322, ptr %324, align 1, !dbg !364, !tbaa !106
  br label %325

325:                                              ; preds = %318, %310, %302, %294, %286, %278, %271
  %326 = icmp eq i64 %272, %252, !dbg !357
  br i1 %326, label %378, label %327, !dbg !357

327:                                              ; preds = %325
  %328 = and i64 %252, 24, !dbg !357
  %329 = icmp eq i64 %328, 0, !dbg !357
  br i1 %329, label %342, label %330, !dbg !357

330:                                              ; preds = %269, %327
  %331 = phi i64 [ %272, %327 ], [ 0, %269 ]
  %332 = and i64 %252, 248, !dbg !357
  br label %333, !dbg !357

333:                                              ; preds = %333, %330
  %334 = phi i64 [ %331, %330 ], [ %338, %333 ], !dbg !365
  %335 = getelementptr i8, ptr %264, i64 %334, !dbg !363
  %336 = load <8 x i8>, ptr %335, align 1, !dbg !363, !tbaa !106
  %337 = getelementptr i8, ptr %265, i64 %334, !dbg !370
  store <8 x i8> %336, ptr %337, align 1, !dbg !364, !tbaa !106
  %338 = add nuw i64 %334, 8, !dbg !365
  %339 = icmp eq i64 %338, %332, !dbg !365
  br i1 %339, label %340, label %333, !dbg !365, !llvm.loop !371

340:                                              ; preds = %333
  %341 = icmp eq i64 %332, %252, !dbg !357
  br i1 %341, label %378, label %342, !dbg !357

342:                                              ; preds = %340, %254, %327
  %343 = phi i64 [ 0, %254 ], [ %272, %327 ], [ %332, %340 ]
  %344 = and i64 %252, 3, !dbg !357
  %345 = icmp eq i64 %344, 0, !dbg !357
  br i1 %345, label %355, label %346, !dbg !357

346:                                              ; preds = %342, %346
  %347 = phi i64 [ %352, %346 ], [ %343, %342 ]
  %348 = phi i64 [ %353, %346 ], [ 0, %342 ]
    #dbg_value(i64 %347, !335, !DIExpression(), !354)
  %349 = getelementptr i8, ptr %264, i64 %347, !dbg !363
  %350 = load i8, ptr %349, align 1, !dbg !363, !tbaa !106
  %351 = getelementptr i8, ptr %265, i64 %347, !dbg !370
  store i8 %350, ptr %351, align 1, !dbg !364, !tbaa !106
  %352 = add nuw nsw i64 %347, 1, !dbg !365
    #dbg_value(i64 %352, !335, !DIExpression(), !354)
  %353 = add i64 %348, 1, !dbg !357
  %354 = icmp eq i64 %353, %344, !dbg !357
  br i1 %354, label %355, label %346, !dbg !357, !llvm.loop !372

355:                                              ; preds = %346, %342
  %356 = phi i64 [ %343, %342 ], [ %352, %346 ]
  %357 = sub nsw i64 %343, %252, !dbg !357
  %358 = icmp ugt i64 %357, -4, !dbg !357
  br i1 %358, label %378, label %359, !dbg !357

359:                                              ; preds = %355, %359
  %360 = phi i64 [ %376, %359 ], [ %356, %355 ]
    #dbg_value(i64 %360, !335, !DIExpression(), !354)
  %361 = getelementptr i8, ptr %264, i64 %360, !dbg !363
  %362 = load i8, ptr %361, align 1, !dbg !363, !tbaa !106
  %363 = getelementptr i8, ptr %265, i64 %360, !dbg !370
  store i8 %362, ptr %363, align 1, !dbg !364, !tbaa !106
  %364 = add nuw nsw i64 %360, 1, !dbg !365
    #dbg_value(i64 %364, !335, !DIExpression(), !354)
  %365 = getelementptr i8, ptr %264, i64 %364, !dbg !363
  %366 = load i8, ptr %365, align 1, !dbg !363, !tbaa !106
  %367 = getelementptr i8, ptr %265, i64 %364, !dbg !370
  store i8 %366, ptr %367, align 1, !dbg !364, !tbaa !106
  %368 = add nuw nsw i64 %360, 2, !dbg !365
    #dbg_value(i64 %368, !335, !DIExpression(), !354)
  %369 = getelementptr i8, ptr %264, i64 %368, !dbg !363
  %370 = load i8, ptr %369, align 1, !dbg !363, !tbaa !106
  %371 = getelementptr i8, ptr %265, i64 %368, !dbg !370
  store i8 %370, ptr %371, align 1, !dbg !364, !tbaa !106
  %372 = add nuw nsw i64 %360, 3, !dbg !365
    #dbg_value(i64 %372, !335, !DIExpression(), !354)
  %373 = getelementptr i8, ptr %264, i64 %372, !dbg !363
  %374 = load i8, ptr %373, align 1, !dbg !363, !tbaa !106
  %375 = getelementptr i8, ptr %265, i64 %372, !dbg !370
  store i8 %374, ptr %375, align 1, !dbg !364, !tbaa !106
  %376 = add nuw nsw i64 %360, 4, !dbg !365
    #dbg_value(i64 %376, !335, !DIExpression(), !354)
  %377 = icmp eq i64 %376, %252, !dbg !355
  br i1 %377, label %378, label %359, !dbg !357, !llvm.loop !374

378:                                              ; preds = %355, %359, %325, %340, %249, %242
  %379 = phi i64 [ %248, %242 ], [ 4, %249 ], [ 4, %340 ], [ 4, %325 ], [ 4, %359 ], [ 4, %355 ]
  %380 = phi i64 [ %245, %242 ], [ 0, %249 ], [ %252, %340 ], [ %252, %325 ], [ %252, %359 ], [ %252, %355 ]
  %381 = add i64 %380, %237, !dbg !375
  %382 = add i64 %379, %238, !dbg !375
    #dbg_value(i64 %381, !324, !DIExpression(), !337)
    #dbg_value(i64 %382, !325, !DIExpression(), !339)
  %383 = icmp ult i64 %382, %234, !dbg !340
  br i1 %383, label %236, label %384, !dbg !341, !llvm.loop !376

384:                                              ; preds = %378
    #dbg_value(i64 %381, !71, !DIExpression(), !94)
  %385 = icmp eq i64 %381, 1200, !dbg !378
  br i1 %385, label %386, label %389, !dbg !379

386:                                              ; preds = %384
  %387 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(1200) %3, ptr noundef nonnull dereferenceable(1200) %1, i64 1200), !dbg !380
  %388 = icmp eq i32 %387, 0, !dbg !381
  br label %389

389:                                              ; preds = %386, %384
  %390 = phi i1 [ false, %384 ], [ %388, %386 ], !dbg !94
    #dbg_value(i1 %390, !72, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !94)
    #dbg_value(i32 0, !73, !DIExpression(), !94)
    #dbg_value(i64 0, !74, !DIExpression(), !382)
  br i1 %235, label %413, label %391, !dbg !383

391:                                              ; preds = %389
  %392 = and i64 %234, 3, !dbg !383
  %393 = icmp ult i64 %234, 4, !dbg !383
  br i1 %393, label %396, label %394, !dbg !383

394:                                              ; preds = %391
  %395 = and i64 %234, -4, !dbg !383
  br label %420, !dbg !383

396:                                              ; preds = %420, %391
  %397 = phi i32 [ poison, %391 ], [ %446, %420 ]
  %398 = phi i64 [ 0, %391 ], [ %447, %420 ]
  %399 = phi i32 [ 0, %391 ], [ %446, %420 ]
  %400 = icmp eq i64 %392, 0, !dbg !383
  br i1 %400, label %413, label %401, !dbg !383

401:                                              ; preds = %396, %401
  %402 = phi i64 [ %410, %401 ], [ %398, %396 ]
  %403 = phi i32 [ %409, %401 ], [ %399, %396 ]
  %404 = phi i64 [ %411, %401 ], [ 0, %396 ]
    #dbg_value(i64 %402, !74, !DIExpression(), !382)
    #dbg_value(i32 %403, !73, !DIExpression(), !94)
  %405 = mul i32 %403, 31, !dbg !384
  %406 = getelementptr inbounds i8, ptr %2, i64 %402, !dbg !386
  %407 = load i8, ptr %406, align 1, !dbg !386, !tbaa !106
  %408 = zext i8 %407 to i32, !dbg !386
  %409 = add i32 %405, %408, !dbg !387
    #dbg_value(i32 %409, !73, !DIExpression(), !94)
  %410 = add nuw i64 %402, 1, !dbg !388
    #dbg_value(i64 %410, !74, !DIExpression(), !382)
  %411 = add i64 %404, 1, !dbg !383
  %412 = icmp eq i64 %411, %392, !dbg !383
  br i1 %412, label %413, label %401, !dbg !383, !llvm.loop !389

413:                                              ; preds = %396, %401, %233, %389
  %414 = phi i1 [ %390, %389 ], [ false, %233 ], [ %390, %401 ], [ %390, %396 ]
  %415 = phi i32 [ 0, %389 ], [ 0, %233 ], [ %397, %396 ], [ %409, %401 ], !dbg !94
  %416 = zext i1 %414 to i32
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %5, i64 noundef %122, i32 noundef %146, i64 noundef %234, i32 noundef %416, i32 noundef %415), !dbg !390
  %418 = add nuw nsw i32 %5, 1, !dbg !391
    #dbg_value(i32 %418, !45, !DIExpression(), !92)
  %419 = icmp eq i32 %418, 3, !dbg !392
  br i1 %419, label %54, label %4, !dbg !93, !llvm.loop !393

420:                                              ; preds = %420, %394
  %421 = phi i64 [ 0, %394 ], [ %447, %420 ]
  %422 = phi i32 [ 0, %394 ], [ %446, %420 ]
  %423 = phi i64 [ 0, %394 ], [ %448, %420 ]
    #dbg_value(i64 %421, !74, !DIExpression(), !382)
    #dbg_value(i32 %422, !73, !DIExpression(), !94)
  %424 = mul i32 %422, 31, !dbg !384
  %425 = getelementptr inbounds i8, ptr %2, i64 %421, !dbg !386
  %426 = load i8, ptr %425, align 1, !dbg !386, !tbaa !106
  %427 = zext i8 %426 to i32, !dbg !386
  %428 = add i32 %424, %427, !dbg !387
    #dbg_value(i32 %428, !73, !DIExpression(), !94)
  %429 = or disjoint i64 %421, 1, !dbg !388
    #dbg_value(i64 %429, !74, !DIExpression(), !382)
  %430 = mul i32 %428, 31, !dbg !384
  %431 = getelementptr inbounds i8, ptr %2, i64 %429, !dbg !386
  %432 = load i8, ptr %431, align 1, !dbg !386, !tbaa !106
  %433 = zext i8 %432 to i32, !dbg !386
  %434 = add i32 %430, %433, !dbg !387
    #dbg_value(i32 %434, !73, !DIExpression(), !94)
  %435 = or disjoint i64 %421, 2, !dbg !388
    #dbg_value(i64 %435, !74, !DIExpression(), !382)
  %436 = mul i32 %434, 31, !dbg !384
  %437 = getelementptr inbounds i8, ptr %2, i64 %435, !dbg !386
  %438 = load i8, ptr %437, align 1, !dbg !386, !tbaa !106
  %439 = zext i8 %438 to i32, !dbg !386
  %440 = add i32 %436, %439, !dbg !387
    #dbg_value(i32 %440, !73, !DIExpression(), !94)
  %441 = or disjoint i64 %421, 3, !dbg !388
    #dbg_value(i64 %441, !74, !DIExpression(), !382)
  %442 = mul i32 %440, 31, !dbg !384
  %443 = getelementptr inbounds i8, ptr %2, i64 %441, !dbg !386
  %444 = load i8, ptr %443, align 1, !dbg !386, !tbaa !106
  %445 = zext i8 %444 to i32, !dbg !386
  %446 = add i32 %442, %445, !dbg !387
    #dbg_value(i32 %446, !73, !DIExpression(), !94)
  %447 = add nuw i64 %421, 4, !dbg !388
    #dbg_value(i64 %447, !74, !DIExpression(), !382)
  %448 = add i64 %423, 4, !dbg !383
  %449 = icmp eq i64 %448, %395, !dbg !383
  br i1 %449, label %396, label %420, !dbg !383, !llvm.loop !395
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !397 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !402 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !407 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "compress.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "33b7a1a9ebacd7c7f2b90b9950a2463c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 13)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 58)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !27, retainedTypes: !78, globals: !79, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28}
!28 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !29, file: !2, line: 95, baseType: !54, size: 32, elements: !76)
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 94, type: !30, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{!34, !37, !38, !39, !45, !47, !53, !55, !59, !60, !62, !65, !67, !68, !69, !70, !71, !72, !73, !74}
!34 = !DILocalVariable(name: "data", scope: !29, file: !2, line: 96, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !DILocalVariable(name: "enc", scope: !29, file: !2, line: 96, type: !35)
!38 = !DILocalVariable(name: "dec", scope: !29, file: !2, line: 96, type: !35)
!39 = !DILocalVariable(name: "phrases", scope: !29, file: !2, line: 97, type: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !43)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!43 = !{!44}
!44 = !DISubrange(count: 5)
!45 = !DILocalVariable(name: "kind", scope: !46, file: !2, line: 98, type: !32)
!46 = distinct !DILexicalBlock(scope: !29, file: !2, line: 98, column: 5)
!47 = !DILocalVariable(name: "n", scope: !48, file: !2, line: 99, type: !50)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 98, column: 42)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 98, column: 5)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 18, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocalVariable(name: "x", scope: !48, file: !2, line: 100, type: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "run", scope: !56, file: !2, line: 104, type: !50)
!56 = distinct !DILexicalBlock(scope: !57, file: !2, line: 102, column: 28)
!57 = distinct !DILexicalBlock(scope: !58, file: !2, line: 102, column: 17)
!58 = distinct !DILexicalBlock(scope: !48, file: !2, line: 101, column: 23)
!59 = !DILocalVariable(name: "v", scope: !56, file: !2, line: 105, type: !36)
!60 = !DILocalVariable(name: "k", scope: !61, file: !2, line: 106, type: !50)
!61 = distinct !DILexicalBlock(scope: !56, file: !2, line: 106, column: 17)
!62 = !DILocalVariable(name: "ph", scope: !63, file: !2, line: 110, type: !41)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 108, column: 35)
!64 = distinct !DILexicalBlock(scope: !57, file: !2, line: 108, column: 24)
!65 = !DILocalVariable(name: "k", scope: !66, file: !2, line: 111, type: !50)
!66 = distinct !DILexicalBlock(scope: !63, file: !2, line: 111, column: 17)
!67 = !DILocalVariable(name: "r", scope: !48, file: !2, line: 118, type: !50)
!68 = !DILocalVariable(name: "rd", scope: !48, file: !2, line: 119, type: !50)
!69 = !DILocalVariable(name: "rle_ok", scope: !48, file: !2, line: 120, type: !32)
!70 = !DILocalVariable(name: "l", scope: !48, file: !2, line: 121, type: !50)
!71 = !DILocalVariable(name: "ld", scope: !48, file: !2, line: 122, type: !50)
!72 = !DILocalVariable(name: "lz_ok", scope: !48, file: !2, line: 123, type: !32)
!73 = !DILocalVariable(name: "h", scope: !48, file: !2, line: 124, type: !54)
!74 = !DILocalVariable(name: "k", scope: !75, file: !2, line: 125, type: !50)
!75 = distinct !DILexicalBlock(scope: !48, file: !2, line: 125, column: 9)
!76 = !{!77}
!77 = !DIEnumerator(name: "N", value: 1200)
!78 = !{!36, !50}
!79 = !{!0, !7, !12, !14, !19, !21}
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = !DILocation(line: 96, column: 27, scope: !29)
!89 = !DILocation(line: 0, scope: !29)
!90 = !DILocation(line: 96, column: 45, scope: !29)
!91 = !DILocation(line: 96, column: 67, scope: !29)
!92 = !DILocation(line: 0, scope: !46)
!93 = !DILocation(line: 98, column: 5, scope: !46)
!94 = !DILocation(line: 0, scope: !48)
!95 = !DILocation(line: 103, column: 23, scope: !56)
!96 = !DILocation(line: 103, column: 37, scope: !56)
!97 = !DILocation(line: 0, scope: !56)
!98 = !DILocation(line: 0, scope: !61)
!99 = !DILocation(line: 105, column: 60, scope: !56)
!100 = !DILocation(line: 105, column: 35, scope: !56)
!101 = !DILocation(line: 104, column: 33, scope: !56)
!102 = !DILocation(line: 104, column: 40, scope: !56)
!103 = !DILocation(line: 106, column: 17, scope: !61)
!104 = !DILocation(line: 107, column: 31, scope: !105)
!105 = distinct !DILexicalBlock(scope: !61, file: !2, line: 106, column: 17)
!106 = !{!107, !107, i64 0}
!107 = !{!"omnipotent char", !108, i64 0}
!108 = !{!"Simple C/C++ TBAA"}
!109 = !DILocation(line: 101, column: 18, scope: !48)
!110 = !DILocation(line: 101, column: 9, scope: !48)
!111 = distinct !{!111, !110, !112, !113}
!112 = !DILocation(line: 117, column: 9, scope: !48)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 109, column: 23, scope: !63)
!115 = !DILocation(line: 109, column: 37, scope: !63)
!116 = !DILocation(line: 110, column: 45, scope: !63)
!117 = !DILocation(line: 110, column: 52, scope: !63)
!118 = !DILocation(line: 110, column: 34, scope: !63)
!119 = !{!120, !120, i64 0}
!120 = !{!"any pointer", !107, i64 0}
!121 = !DILocation(line: 0, scope: !63)
!122 = !DILocation(line: 0, scope: !66)
!123 = !DILocation(line: 111, column: 36, scope: !124)
!124 = distinct !DILexicalBlock(scope: !66, file: !2, line: 111, column: 17)
!125 = !DILocation(line: 111, column: 17, scope: !66)
!126 = !DILocation(line: 112, column: 27, scope: !124)
!127 = !DILocation(line: 112, column: 21, scope: !124)
!128 = !DILocation(line: 112, column: 31, scope: !124)
!129 = !DILocation(line: 111, column: 53, scope: !124)
!130 = !DILocation(line: 111, column: 42, scope: !124)
!131 = distinct !{!131, !125, !132, !113}
!132 = !DILocation(line: 112, column: 52, scope: !66)
!133 = !DILocation(line: 130, column: 5, scope: !29)
!134 = !DILocation(line: 131, column: 5, scope: !29)
!135 = !DILocation(line: 132, column: 5, scope: !29)
!136 = !DILocation(line: 134, column: 1, scope: !29)
!137 = !DILocation(line: 114, column: 23, scope: !138)
!138 = distinct !DILexicalBlock(scope: !64, file: !2, line: 113, column: 20)
!139 = !DILocation(line: 114, column: 37, scope: !138)
!140 = !DILocation(line: 115, column: 47, scope: !138)
!141 = !DILocation(line: 115, column: 29, scope: !138)
!142 = !DILocation(line: 115, column: 23, scope: !138)
!143 = !DILocation(line: 115, column: 17, scope: !138)
!144 = !DILocation(line: 115, column: 27, scope: !138)
!145 = !DILocation(line: 9, column: 5, scope: !146, inlinedAt: !161)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 9, column: 5)
!147 = distinct !DISubprogram(name: "rle_encode", scope: !2, file: !2, line: 7, type: !148, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !152)
!148 = !DISubroutineType(types: !149)
!149 = !{!50, !150, !50, !35}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!152 = !{!153, !154, !155, !156, !157, !158}
!153 = !DILocalVariable(name: "in", arg: 1, scope: !147, file: !2, line: 7, type: !150)
!154 = !DILocalVariable(name: "n", arg: 2, scope: !147, file: !2, line: 7, type: !50)
!155 = !DILocalVariable(name: "out", arg: 3, scope: !147, file: !2, line: 7, type: !35)
!156 = !DILocalVariable(name: "o", scope: !147, file: !2, line: 8, type: !50)
!157 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 9, type: !50)
!158 = !DILocalVariable(name: "run", scope: !159, file: !2, line: 10, type: !50)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 9, column: 32)
!160 = distinct !DILexicalBlock(scope: !146, file: !2, line: 9, column: 5)
!161 = distinct !DILocation(line: 118, column: 20, scope: !48)
!162 = !DILocation(line: 0, scope: !146, inlinedAt: !161)
!163 = !DILocation(line: 0, scope: !147, inlinedAt: !161)
!164 = !DILocation(line: 0, scope: !159, inlinedAt: !161)
!165 = !DILocation(line: 11, column: 24, scope: !159, inlinedAt: !161)
!166 = !DILocation(line: 11, column: 28, scope: !159, inlinedAt: !161)
!167 = !DILocation(line: 11, column: 18, scope: !159, inlinedAt: !161)
!168 = !DILocation(line: 11, column: 31, scope: !159, inlinedAt: !161)
!169 = !DILocation(line: 11, column: 43, scope: !159, inlinedAt: !161)
!170 = !DILocation(line: 11, column: 52, scope: !159, inlinedAt: !161)
!171 = !DILocation(line: 12, column: 16, scope: !159, inlinedAt: !161)
!172 = distinct !{!172, !173, !171, !113}
!173 = !DILocation(line: 11, column: 9, scope: !159, inlinedAt: !161)
!174 = !DILocation(line: 13, column: 20, scope: !159, inlinedAt: !161)
!175 = !DILocation(line: 13, column: 14, scope: !159, inlinedAt: !161)
!176 = !DILocation(line: 13, column: 9, scope: !159, inlinedAt: !161)
!177 = !DILocation(line: 13, column: 18, scope: !159, inlinedAt: !161)
!178 = !DILocation(line: 14, column: 20, scope: !159, inlinedAt: !161)
!179 = !DILocation(line: 14, column: 14, scope: !159, inlinedAt: !161)
!180 = !DILocation(line: 14, column: 9, scope: !159, inlinedAt: !161)
!181 = !DILocation(line: 14, column: 18, scope: !159, inlinedAt: !161)
!182 = !DILocation(line: 9, column: 26, scope: !160, inlinedAt: !161)
!183 = distinct !{!183, !145, !184, !113}
!184 = !DILocation(line: 16, column: 5, scope: !146, inlinedAt: !161)
!185 = !DILocalVariable(name: "in", arg: 1, scope: !186, file: !2, line: 20, type: !150)
!186 = distinct !DISubprogram(name: "rle_decode", scope: !2, file: !2, line: 20, type: !148, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !187)
!187 = !{!185, !188, !189, !190, !191}
!188 = !DILocalVariable(name: "n", arg: 2, scope: !186, file: !2, line: 20, type: !50)
!189 = !DILocalVariable(name: "out", arg: 3, scope: !186, file: !2, line: 20, type: !35)
!190 = !DILocalVariable(name: "o", scope: !186, file: !2, line: 21, type: !50)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 22, type: !50)
!192 = distinct !DILexicalBlock(scope: !186, file: !2, line: 22, column: 5)
!193 = !DILocation(line: 0, scope: !186, inlinedAt: !194)
!194 = distinct !DILocation(line: 119, column: 21, scope: !48)
!195 = !DILocation(line: 0, scope: !192, inlinedAt: !194)
!196 = !DILocation(line: 22, column: 30, scope: !197, inlinedAt: !194)
!197 = distinct !DILexicalBlock(scope: !192, file: !2, line: 22, column: 5)
!198 = !DILocation(line: 22, column: 5, scope: !192, inlinedAt: !194)
!199 = !DILocation(line: 23, column: 20, scope: !200, inlinedAt: !194)
!200 = distinct !DILexicalBlock(scope: !197, file: !2, line: 22, column: 43)
!201 = !DILocation(line: 23, column: 25, scope: !200, inlinedAt: !194)
!202 = !DILocation(line: 23, column: 36, scope: !200, inlinedAt: !194)
!203 = !DILocation(line: 23, column: 9, scope: !200, inlinedAt: !194)
!204 = !DILocation(line: 24, column: 11, scope: !200, inlinedAt: !194)
!205 = !DILocation(line: 22, column: 37, scope: !197, inlinedAt: !194)
!206 = !DILocation(line: 22, column: 26, scope: !197, inlinedAt: !194)
!207 = distinct !{!207, !198, !208, !113}
!208 = !DILocation(line: 25, column: 5, scope: !192, inlinedAt: !194)
!209 = !DILocation(line: 120, column: 25, scope: !48)
!210 = !DILocation(line: 120, column: 30, scope: !48)
!211 = !DILocation(line: 120, column: 33, scope: !48)
!212 = !DILocation(line: 120, column: 54, scope: !48)
!213 = !DILocalVariable(name: "in", arg: 1, scope: !214, file: !2, line: 30, type: !150)
!214 = distinct !DISubprogram(name: "lz_encode", scope: !2, file: !2, line: 30, type: !148, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !215)
!215 = !{!213, !216, !217, !218, !219, !220, !221, !223, !224, !225, !227, !230, !234}
!216 = !DILocalVariable(name: "n", arg: 2, scope: !214, file: !2, line: 30, type: !50)
!217 = !DILocalVariable(name: "out", arg: 3, scope: !214, file: !2, line: 30, type: !35)
!218 = !DILocalVariable(name: "o", scope: !214, file: !2, line: 31, type: !50)
!219 = !DILocalVariable(name: "i", scope: !214, file: !2, line: 31, type: !50)
!220 = !DILocalVariable(name: "lit_start", scope: !214, file: !2, line: 31, type: !50)
!221 = !DILocalVariable(name: "best_len", scope: !222, file: !2, line: 33, type: !50)
!222 = distinct !DILexicalBlock(scope: !214, file: !2, line: 32, column: 19)
!223 = !DILocalVariable(name: "best_dist", scope: !222, file: !2, line: 33, type: !50)
!224 = !DILocalVariable(name: "window", scope: !222, file: !2, line: 34, type: !50)
!225 = !DILocalVariable(name: "j", scope: !226, file: !2, line: 35, type: !50)
!226 = distinct !DILexicalBlock(scope: !222, file: !2, line: 35, column: 9)
!227 = !DILocalVariable(name: "len", scope: !228, file: !2, line: 36, type: !50)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 35, column: 45)
!229 = distinct !DILexicalBlock(scope: !226, file: !2, line: 35, column: 9)
!230 = !DILocalVariable(name: "chunk", scope: !231, file: !2, line: 46, type: !50)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 45, column: 35)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 44, column: 28)
!233 = distinct !DILexicalBlock(scope: !222, file: !2, line: 44, column: 13)
!234 = !DILocalVariable(name: "chunk", scope: !235, file: !2, line: 64, type: !50)
!235 = distinct !DILexicalBlock(scope: !214, file: !2, line: 63, column: 27)
!236 = !DILocation(line: 0, scope: !214, inlinedAt: !237)
!237 = distinct !DILocation(line: 121, column: 20, scope: !48)
!238 = !DILocation(line: 32, column: 5, scope: !214, inlinedAt: !237)
!239 = !DILocation(line: 63, column: 22, scope: !214, inlinedAt: !237)
!240 = !DILocation(line: 63, column: 5, scope: !214, inlinedAt: !237)
!241 = !DILocation(line: 0, scope: !222, inlinedAt: !237)
!242 = !DILocation(line: 34, column: 25, scope: !222, inlinedAt: !237)
!243 = !DILocation(line: 0, scope: !226, inlinedAt: !237)
!244 = !DILocation(line: 35, column: 35, scope: !229, inlinedAt: !237)
!245 = !DILocation(line: 35, column: 9, scope: !226, inlinedAt: !237)
!246 = !DILocation(line: 0, scope: !228, inlinedAt: !237)
!247 = !DILocation(line: 37, column: 32, scope: !228, inlinedAt: !237)
!248 = !DILocation(line: 37, column: 35, scope: !228, inlinedAt: !237)
!249 = !DILocation(line: 37, column: 50, scope: !228, inlinedAt: !237)
!250 = !DILocation(line: 37, column: 47, scope: !228, inlinedAt: !237)
!251 = !DILocation(line: 37, column: 62, scope: !228, inlinedAt: !237)
!252 = !DILocation(line: 39, column: 21, scope: !253, inlinedAt: !237)
!253 = distinct !DILexicalBlock(scope: !228, file: !2, line: 39, column: 17)
!254 = !DILocation(line: 39, column: 17, scope: !228, inlinedAt: !237)
!255 = !DILocation(line: 35, column: 41, scope: !229, inlinedAt: !237)
!256 = distinct !{!256, !245, !257, !113}
!257 = !DILocation(line: 43, column: 9, scope: !226, inlinedAt: !237)
!258 = !DILocation(line: 38, column: 20, scope: !228, inlinedAt: !237)
!259 = !DILocation(line: 37, column: 28, scope: !228, inlinedAt: !237)
!260 = distinct !{!260, !261, !258, !113}
!261 = !DILocation(line: 37, column: 13, scope: !228, inlinedAt: !237)
!262 = !DILocation(line: 44, column: 22, scope: !233, inlinedAt: !237)
!263 = !DILocation(line: 44, column: 13, scope: !222, inlinedAt: !237)
!264 = !DILocation(line: 45, column: 30, scope: !232, inlinedAt: !237)
!265 = !DILocation(line: 45, column: 13, scope: !232, inlinedAt: !237)
!266 = !DILocation(line: 46, column: 34, scope: !231, inlinedAt: !237)
!267 = !DILocation(line: 46, column: 32, scope: !231, inlinedAt: !237)
!268 = !DILocation(line: 0, scope: !231, inlinedAt: !237)
!269 = !DILocation(line: 47, column: 17, scope: !231, inlinedAt: !237)
!270 = !DILocation(line: 47, column: 26, scope: !231, inlinedAt: !237)
!271 = !DILocation(line: 48, column: 28, scope: !231, inlinedAt: !237)
!272 = !DILocation(line: 48, column: 22, scope: !231, inlinedAt: !237)
!273 = !DILocation(line: 48, column: 17, scope: !231, inlinedAt: !237)
!274 = !DILocation(line: 48, column: 26, scope: !231, inlinedAt: !237)
!275 = !DILocation(line: 49, column: 28, scope: !231, inlinedAt: !237)
!276 = !DILocation(line: 49, column: 36, scope: !231, inlinedAt: !237)
!277 = !DILocation(line: 49, column: 17, scope: !231, inlinedAt: !237)
!278 = !DILocation(line: 50, column: 19, scope: !231, inlinedAt: !237)
!279 = !DILocation(line: 51, column: 27, scope: !231, inlinedAt: !237)
!280 = distinct !{!280, !265, !281, !113}
!281 = !DILocation(line: 52, column: 13, scope: !232, inlinedAt: !237)
!282 = !DILocation(line: 53, column: 13, scope: !232, inlinedAt: !237)
!283 = !DILocation(line: 53, column: 22, scope: !232, inlinedAt: !237)
!284 = !DILocation(line: 54, column: 50, scope: !232, inlinedAt: !237)
!285 = !DILocation(line: 54, column: 24, scope: !232, inlinedAt: !237)
!286 = !DILocation(line: 54, column: 13, scope: !232, inlinedAt: !237)
!287 = !DILocation(line: 54, column: 22, scope: !232, inlinedAt: !237)
!288 = !DILocation(line: 55, column: 24, scope: !232, inlinedAt: !237)
!289 = !DILocation(line: 55, column: 13, scope: !232, inlinedAt: !237)
!290 = !DILocation(line: 55, column: 22, scope: !232, inlinedAt: !237)
!291 = !DILocation(line: 56, column: 24, scope: !232, inlinedAt: !237)
!292 = !DILocation(line: 56, column: 18, scope: !232, inlinedAt: !237)
!293 = !DILocation(line: 56, column: 13, scope: !232, inlinedAt: !237)
!294 = !DILocation(line: 56, column: 22, scope: !232, inlinedAt: !237)
!295 = !DILocation(line: 57, column: 15, scope: !232, inlinedAt: !237)
!296 = !DILocation(line: 59, column: 9, scope: !232, inlinedAt: !237)
!297 = !DILocation(line: 60, column: 14, scope: !298, inlinedAt: !237)
!298 = distinct !DILexicalBlock(scope: !233, file: !2, line: 59, column: 16)
!299 = !DILocation(line: 0, scope: !233, inlinedAt: !237)
!300 = !DILocation(line: 32, column: 14, scope: !214, inlinedAt: !237)
!301 = distinct !{!301, !238, !302, !113}
!302 = !DILocation(line: 62, column: 5, scope: !214, inlinedAt: !237)
!303 = !DILocation(line: 64, column: 26, scope: !235, inlinedAt: !237)
!304 = !DILocation(line: 64, column: 24, scope: !235, inlinedAt: !237)
!305 = !DILocation(line: 0, scope: !235, inlinedAt: !237)
!306 = !DILocation(line: 65, column: 9, scope: !235, inlinedAt: !237)
!307 = !DILocation(line: 65, column: 18, scope: !235, inlinedAt: !237)
!308 = !DILocation(line: 66, column: 20, scope: !235, inlinedAt: !237)
!309 = !DILocation(line: 66, column: 14, scope: !235, inlinedAt: !237)
!310 = !DILocation(line: 66, column: 9, scope: !235, inlinedAt: !237)
!311 = !DILocation(line: 66, column: 18, scope: !235, inlinedAt: !237)
!312 = !DILocation(line: 67, column: 20, scope: !235, inlinedAt: !237)
!313 = !DILocation(line: 67, column: 28, scope: !235, inlinedAt: !237)
!314 = !DILocation(line: 67, column: 9, scope: !235, inlinedAt: !237)
!315 = !DILocation(line: 68, column: 11, scope: !235, inlinedAt: !237)
!316 = !DILocation(line: 69, column: 19, scope: !235, inlinedAt: !237)
!317 = distinct !{!317, !240, !318, !113}
!318 = !DILocation(line: 70, column: 5, scope: !214, inlinedAt: !237)
!319 = !DILocalVariable(name: "in", arg: 1, scope: !320, file: !2, line: 74, type: !150)
!320 = distinct !DISubprogram(name: "lz_decode", scope: !2, file: !2, line: 74, type: !148, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !321)
!321 = !{!319, !322, !323, !324, !325, !327, !332, !334, !335}
!322 = !DILocalVariable(name: "n", arg: 2, scope: !320, file: !2, line: 74, type: !50)
!323 = !DILocalVariable(name: "out", arg: 3, scope: !320, file: !2, line: 74, type: !35)
!324 = !DILocalVariable(name: "o", scope: !320, file: !2, line: 75, type: !50)
!325 = !DILocalVariable(name: "i", scope: !326, file: !2, line: 76, type: !50)
!326 = distinct !DILexicalBlock(scope: !320, file: !2, line: 76, column: 5)
!327 = !DILocalVariable(name: "len", scope: !328, file: !2, line: 78, type: !50)
!328 = distinct !DILexicalBlock(scope: !329, file: !2, line: 77, column: 25)
!329 = distinct !DILexicalBlock(scope: !330, file: !2, line: 77, column: 13)
!330 = distinct !DILexicalBlock(scope: !331, file: !2, line: 76, column: 32)
!331 = distinct !DILexicalBlock(scope: !326, file: !2, line: 76, column: 5)
!332 = !DILocalVariable(name: "dist", scope: !333, file: !2, line: 83, type: !50)
!333 = distinct !DILexicalBlock(scope: !329, file: !2, line: 82, column: 16)
!334 = !DILocalVariable(name: "len", scope: !333, file: !2, line: 84, type: !50)
!335 = !DILocalVariable(name: "k", scope: !336, file: !2, line: 85, type: !50)
!336 = distinct !DILexicalBlock(scope: !333, file: !2, line: 85, column: 13)
!337 = !DILocation(line: 0, scope: !320, inlinedAt: !338)
!338 = distinct !DILocation(line: 122, column: 21, scope: !48)
!339 = !DILocation(line: 0, scope: !326, inlinedAt: !338)
!340 = !DILocation(line: 76, column: 26, scope: !331, inlinedAt: !338)
!341 = !DILocation(line: 76, column: 5, scope: !326, inlinedAt: !338)
!342 = !DILocation(line: 77, column: 13, scope: !329, inlinedAt: !338)
!343 = !DILocation(line: 77, column: 19, scope: !329, inlinedAt: !338)
!344 = !DILocation(line: 77, column: 13, scope: !330, inlinedAt: !338)
!345 = !DILocation(line: 78, column: 26, scope: !328, inlinedAt: !338)
!346 = !DILocation(line: 0, scope: !328, inlinedAt: !338)
!347 = !DILocation(line: 79, column: 24, scope: !328, inlinedAt: !338)
!348 = !DILocation(line: 79, column: 36, scope: !328, inlinedAt: !338)
!349 = !DILocation(line: 79, column: 13, scope: !328, inlinedAt: !338)
!350 = !DILocation(line: 81, column: 20, scope: !328, inlinedAt: !338)
!351 = !DILocation(line: 82, column: 9, scope: !328, inlinedAt: !338)
!352 = !DILocation(line: 0, scope: !333, inlinedAt: !338)
!353 = !DILocation(line: 84, column: 26, scope: !333, inlinedAt: !338)
!354 = !DILocation(line: 0, scope: !336, inlinedAt: !338)
!355 = !DILocation(line: 85, column: 34, scope: !356, inlinedAt: !338)
!356 = distinct !DILexicalBlock(scope: !336, file: !2, line: 85, column: 13)
!357 = !DILocation(line: 85, column: 13, scope: !336, inlinedAt: !338)
!358 = !DILocation(line: 83, column: 35, scope: !333, inlinedAt: !338)
!359 = !DILocation(line: 83, column: 27, scope: !333, inlinedAt: !338)
!360 = !DILocation(line: 83, column: 45, scope: !333, inlinedAt: !338)
!361 = !DILocation(line: 83, column: 52, scope: !333, inlinedAt: !338)
!362 = !DILocation(line: 83, column: 50, scope: !333, inlinedAt: !338)
!363 = !DILocation(line: 86, column: 30, scope: !356, inlinedAt: !338)
!364 = !DILocation(line: 86, column: 28, scope: !356, inlinedAt: !338)
!365 = !DILocation(line: 85, column: 42, scope: !356, inlinedAt: !338)
!366 = distinct !{!366, !357, !367, !113, !368, !369}
!367 = !DILocation(line: 86, column: 46, scope: !336, inlinedAt: !338)
!368 = !{!"llvm.loop.isvectorized", i32 1}
!369 = !{!"llvm.loop.unroll.runtime.disable"}
!370 = !DILocation(line: 86, column: 17, scope: !356, inlinedAt: !338)
!371 = distinct !{!371, !357, !367, !113, !368, !369}
!372 = distinct !{!372, !373}
!373 = !{!"llvm.loop.unroll.disable"}
!374 = distinct !{!374, !357, !367, !113, !368}
!375 = !DILocation(line: 0, scope: !329, inlinedAt: !338)
!376 = distinct !{!376, !341, !377, !113}
!377 = !DILocation(line: 90, column: 5, scope: !326, inlinedAt: !338)
!378 = !DILocation(line: 123, column: 24, scope: !48)
!379 = !DILocation(line: 123, column: 29, scope: !48)
!380 = !DILocation(line: 123, column: 32, scope: !48)
!381 = !DILocation(line: 123, column: 53, scope: !48)
!382 = !DILocation(line: 0, scope: !75)
!383 = !DILocation(line: 125, column: 9, scope: !75)
!384 = !DILocation(line: 126, column: 19, scope: !385)
!385 = distinct !DILexicalBlock(scope: !75, file: !2, line: 125, column: 9)
!386 = !DILocation(line: 126, column: 26, scope: !385)
!387 = !DILocation(line: 126, column: 24, scope: !385)
!388 = !DILocation(line: 125, column: 36, scope: !385)
!389 = distinct !{!389, !373}
!390 = !DILocation(line: 127, column: 9, scope: !48)
!391 = !DILocation(line: 98, column: 38, scope: !49)
!392 = !DILocation(line: 98, column: 29, scope: !49)
!393 = distinct !{!393, !93, !394, !113}
!394 = !DILocation(line: 129, column: 5, scope: !46)
!395 = distinct !{!395, !383, !396, !113}
!396 = !DILocation(line: 126, column: 31, scope: !75)
!397 = !DISubprogram(name: "malloc", scope: !398, file: !398, line: 553, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!399 = !DISubroutineType(types: !400)
!400 = !{!401, !50}
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!402 = !DISubprogram(name: "printf", scope: !403, file: !403, line: 356, type: !404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!404 = !DISubroutineType(types: !405)
!405 = !{!32, !406, null}
!406 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !41)
!407 = !DISubprogram(name: "free", scope: !398, file: !398, line: 568, type: !408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{null, !401}
